"""Rendering a player's view (and card texts) for the terminal, with rich.

Everything shown about the game comes from ``game.view(player)``: the view
holds only what that player may know (invariant 6).  Card texts come from the
public card data.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from inno.data.cards import BY_NAME, COLORS, RECORDS, SETS
from inno.data.cards import card_id as _card_id
from inno.engine.shapes import Back, LogEntry, Named, View
from inno.errors import UnknownCard

COLOR_STYLE = {
    "blue": "bold blue",
    "red": "bold red",
    "green": "bold green",
    "yellow": "bold yellow",
    "purple": "bold magenta",
}
ICON_LABEL = {
    "crown": "crown",
    "leaf": "leaf",
    "lightbulb": "bulb",
    "castle": "castle",
    "factory": "factory",
    "clock": "clock",
    "hex": "hex",
}


# -- cards ------------------------------------------------------------------------


def record(name: str) -> dict:
    return RECORDS[BY_NAME[name]]


def icon_label(token: str | None) -> str:
    """An icon slot's token read out: "search:lightbulb" -> "search bulb"."""
    if not token:
        return "-"
    if token.startswith("search:"):
        return f"search {ICON_LABEL[token[7:]]}"
    if token.startswith("bonus:"):
        return f"bonus {token[6:]}"
    if token.startswith(("arrow:", "arrow_")):  # slot tokens; card texts write {arrow_up}
        return f"arrow {token[6:]}"
    return ICON_LABEL.get(token, token)


def slots_text(icons: list) -> str:
    """A card's icon slots in reading order: a city's top row, then its bottom row."""
    labels = [icon_label(t) for t in icons]
    if len(labels) == 6:  # top left, bottom left/middle/right, top middle, top right
        return f"{labels[0]} {labels[4]} {labels[5]} / {' '.join(labels[1:4])}"
    return " ".join(labels)


def printed_text(text: str) -> str:
    """A card text with its markers read out: "{crown}" -> "[crown]", "{3}" -> "3"."""
    return re.sub(
        r"\{(\w+)\}",
        lambda m: m.group(1) if m.group(1).isdigit() else f"[{icon_label(m.group(1))}]",
        text,
    )


def card_label(name: str, *, details: bool = True) -> Text:
    """A card's name in its colour, with its age and colour: "Tools (1 blue)"."""
    r = record(name)
    text = Text(name, style=COLOR_STYLE.get(r["color"], "bold"))
    if not details:
        return text
    if r["kind"] == "relic":
        text.append(f" ({r['age']} {r['color']}, relic of {r['relic_of']})", style="dim")
    elif r["kind"] == "decree":
        text.append(f" (decree, {r['color']})", style="dim")
    elif r["age"]:
        text.append(f" ({r['age']} {r['color']})", style="dim")
    return text


def find_card(query: str) -> tuple[str | None, list[str]]:
    """The card called ``query`` (any capitalisation, or a unique beginning).

    Returns (name, []) when found, else (None, suggestions).
    """
    query = query.strip()
    try:
        return RECORDS[_card_id(query)]["name"], []
    except UnknownCard:
        pass
    q = query.lower()
    names = [r["name"] for r in RECORDS]
    starts = [n for n in names if n.lower().startswith(q)] if q else []
    if len(starts) == 1:
        return starts[0], []
    if starts:
        return None, starts
    contains = [n for n in names if q and q in n.lower()]
    if len(contains) == 1:
        return contains[0], []
    return None, contains


def card_panel(name: str) -> Panel:
    """A card's full text: set, age, colour, icons, featured icon, dogma effects."""
    r = record(name)
    body = Text()
    if r["kind"] == "special_achievement":
        body.append("Special achievement", style="bold")
        if r["set"] != SETS[0]:
            body.append(f" ({r['set']})")
        body.append("\n")
        body.append(printed_text(r["condition"] or ""))
        return Panel(body, title=name, title_align="left", expand=False)
    if r["kind"] == "decree":
        body.append(f"Decree · {r['color']} · {r['set']} set (an achievement, claimed by a ")
        body.append("Decree action; ? decree)\n")
        body.append(printed_text(r["condition"] or "") + "\n")
    elif r["kind"] == "relic":
        body.append(
            f"Relic of the {r['relic_of']} set · Age {r['age']} · {r['color']} "
            f"(Artifacts: seized after digging an artifact of value {r['age']}; "
            f"if the {r['relic_of']} set is not in play it can go only to your "
            "achievements; ? relic)\n"
        )
    else:
        body.append(f"Age {r['age']} · {r['color']} · {r['set']} set\n")
    slots = [icon_label(t) for t in r["icons"]]
    if len(slots) == 6:
        body.append(
            f"Icons: top left {slots[0]}, top middle {slots[4]}, top right {slots[5]}; "
            f"bottom {slots[1]}, {slots[2]}, {slots[3]}\n"
        )
    elif len(slots) == 4:
        body.append(f"Icons: top left {slots[0]}; bottom {slots[1]}, {slots[2]}, {slots[3]}\n")
    elif slots:
        body.append(f"Icons: {', '.join(slots)}\n")
    if r["featured_icon"]:
        body.append(f"Dogma icon: {icon_label(r['featured_icon'])}\n")
    for effect in r["dogma"]:
        style = "red" if effect["kind"] in ("demand", "compel") else ""
        body.append(f"• {printed_text(effect['text'])}\n", style=style)
    for key in ("echo", "inspire"):
        if r.get(key):
            body.append(f"{key.capitalize()}: {printed_text(r[key])}\n")
    for karma in r.get("karma") or []:
        body.append(f"Karma: {printed_text(karma)}\n")
    body.rstrip()
    return Panel(
        body,
        title=card_label(name, details=False),
        title_align="left",
        border_style=COLOR_STYLE.get(r["color"], ""),
        expand=False,
    )


# -- the view ---------------------------------------------------------------------


def backs_text(backs: list[dict]) -> str:
    """Cards seen from behind: the names the player knows (card tracking), then the
    backs of the others by set and value: "Code of Laws, Dice; backs: base 1, echoes 3".

    More than eight backs are counted: "base 1 ×4, base 3 ×2".
    """
    names = [b["name"] for b in backs if "name" in b]
    labels = [f"{b.get('set', 'base')} {b['age']}" for b in backs if "name" not in b]
    if len(labels) > 8:
        counts: dict[str, int] = {}
        for label in labels:
            counts[label] = counts.get(label, 0) + 1
        labels = [f"{label} ×{n}" if n > 1 else label for label, n in counts.items()]
    parts = []
    if names:
        parts.append(", ".join(names))
    if labels:
        parts.append("backs: " + ", ".join(labels))
    return "; ".join(parts)


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def achievement_text(achievements: Sequence[Back | Named]) -> str:
    parts = [a["name"] if "name" in a else str(a["age"]) for a in achievements]
    return ", ".join(parts) if parts else "none"


def icons_text(icons: dict) -> Text:
    text = Text()
    for icon, n in icons.items():
        text.append(f"{icon_label(icon)} ", style="dim")
        text.append(f"{n}  ", style="bold" if n else "dim")
    text.rstrip()
    return text


def flags_text(found: list[dict]) -> Text:
    """Visible flags and fountains (Cities), each with whether it counts as an achievement."""
    text = Text("flags and fountains: ", style="dim")
    for i, f in enumerate(found):
        if i:
            text.append(", ")
        text.append(f"{f['icon']} ({f['color']}, ")
        text.append(
            "counts" if f["counts"] else "does not count", style="" if f["counts"] else "dim"
        )
        text.append(")")
    return text


def board_grid(board: dict, *, show_covered: bool) -> Table | Text:
    """A board, a colour a row: the top card and its value, the stack, the top card's
    icons, then (where they show) the cards beneath; then the top figures' karmas.  Only the colour column is fixed;
    the rest wraps under itself rather than cut a name short, so that a board stays
    whole at 80 columns."""
    if not board:
        return Text("  (no cards on the board)", style="dim")
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)  # the indent
    grid.add_column(no_wrap=True, min_width=6)  # the colour
    grid.add_column(ratio=1, overflow="fold")
    for color in COLORS:
        entry = board.get(color)
        if entry is None:
            continue
        top = entry["top"]
        line = Text(top, style=COLOR_STYLE[color])
        line.append(f" {record(top)['age']}", style="dim")
        stack = []
        if entry["count"] is None:
            stack.append("? cards")
        elif entry["count"] > 1:
            stack.append(plural(entry["count"], "card"))
        if entry["splay"] != "none":
            stack.append(f"splayed {entry['splay']}")
        if stack:
            line.append(f" ({', '.join(stack)})", style="dim")
        line.append(f"  {slots_text(record(top)['icons'])}")
        below = [c for c in entry["cards"][1:] if c]
        if show_covered and below:
            line.append(f"\nbeneath: {', '.join(below)}", style="dim")
        grid.add_row("", Text(color, style=COLOR_STYLE[color]), line)
    # The karmas of the top figures (Figures: they act while on top).
    for color in COLORS:
        entry = board.get(color)
        if entry is None:
            continue
        for karma in record(entry["top"]).get("karma") or []:
            text = Text(entry["top"], style=COLOR_STYLE[color])
            text.append(f": {printed_text(karma)}")
            grid.add_row("", Text("karma", style="dim"), text)
    return grid


# How the "Each ..." karmas that change a score say it (Sinuhe: "one additional point
# towards your score"; Michelangelo: "also considered part of your score pile").
SCORE_KARMA = re.compile(r"your score(?! pile)|part of your score pile|being in your score pile")


def counts_in_score(name: str) -> bool:
    """Does a top figure have an "Each" karma that changes its owner's score?"""
    r = record(name)
    return any(
        kind == "each" and SCORE_KARMA.search(text)
        for text, kind in zip(r.get("karma") or [], r.get("karma_kinds") or [], strict=False)
    )


def score_text(player: Mapping[str, Any], mine: bool) -> Text:
    """A score with every part: the score pile, bonuses and what karmas add, e.g.
    "score 14: pile 6 (Oars; backs: base 5) + bonuses 2 (from 2) + karmas 6 (Sinuhe)".

    The view gives the total and the bonus points; the pile's part is the values printed
    on its cards; what remains is the karmas' (a karma may add points or change a value).
    """
    pile = player["score_pile"]
    pile_points = sum(record(c)["age"] or 0 if isinstance(c, str) else c["age"] for c in pile)
    bonus = player.get("bonus_points", 0)
    karma = player["score"] - pile_points - bonus
    text = Text("score ", style="dim")
    text.append(str(player["score"]), style="bold")
    if bonus or karma:
        text.append(f": pile {pile_points}")
    if pile:
        shown = ", ".join(f"{c} {record(c)['age']}" for c in pile) if mine else backs_text(pile)
        text.append(f" ({shown})")
    if bonus:
        bonuses = ", ".join(str(b) for b in player.get("bonuses", []))
        text.append(f" + bonuses {bonus} (from {bonuses})")
    if karma:
        sign = "+" if karma > 0 else "-"
        text.append(f" {sign} karmas {abs(karma)}")
        counted = [e["top"] for e in player["board"].values() if counts_in_score(e["top"])]
        if counted:
            text.append(f" ({', '.join(counted)})")
    return text


def player_panel(player: Mapping[str, Any], view: View) -> Panel:
    mine = player["name"] == view["viewer"]
    lines: list[RenderableType] = [score_text(player, mine)]
    info = Text()
    info.append("achievements ", style="dim")
    info.append(f"{player['achievement_count']}", style="bold")
    if player["achievements"]:
        info.append(f" ({achievement_text(player['achievements'])})")
    info.append("   hand ", style="dim")
    info.append(str(player["hand_count"]), style="bold")
    if not mine and player["hand"]:
        info.append(f" ({backs_text(player['hand'])})")
    if "forecast" in player:
        info.append("   forecast ", style="dim")
        info.append(str(player["forecast_count"]), style="bold")
        if player["forecast"]:
            shown = ", ".join(player["forecast"]) if mine else backs_text(player["forecast"])
            info.append(f" ({shown})")
    if player.get("display"):
        info.append("   on display ", style="dim")
        info.append_text(card_label(player["display"][0]))
    lines.append(info)
    lines.append(icons_text(player["icons"]))
    if player.get("flags_and_fountains"):
        lines.append(flags_text(player["flags_and_fountains"]))
    show_covered = mine or view["options"].get("open_boards", False)
    lines.append(board_grid(player["board"], show_covered=show_covered))
    if mine:
        hand = Text("Your hand: ", style="bold")
        face_down = player.get("face_down", [])
        if player["hand"]:
            for i, name in enumerate(player["hand"]):
                if i:
                    hand.append(", ")
                hand.append_text(card_label(name))
        elif not face_down:
            hand.append("empty", style="dim")
        if face_down:
            hand.append(", " if player["hand"] else "")
            hand.append(
                f"{plural(len(face_down), 'face-down card')} ({backs_text(face_down)}; "
                "type look to see them: until then you can undo their draw)",
                style="italic",
            )
        lines.append(hand)
    title = Text(player["name"], style="bold")
    if mine:
        title.append(" (you)")
    if "team" in player:
        title.append(f"  team {'AB'[player['team']]}", style="dim")
    if view["turn"]["player"] == player["name"] and view["phase"] in ("start", "action"):
        title.append("  ◀ to play", style="bold cyan")
    return Panel(
        Group(*lines),
        title=title,
        title_align="left",
        border_style="cyan" if mine else "dim",
    )


def header(view: View) -> Text:
    text = Text()
    if view["phase"] == "setup":
        text.append("Setup: everybody chooses a card to meld first", style="bold")
    else:
        turn = view["turn"]
        text.append(f"Turn {turn['number']}: {turn['player']}", style="bold")
        if view["phase"] in ("start", "action"):
            left = turn["actions"]
            text.append(f" ({left} action{'s' if left != 1 else ''} left)")
    text.append(f"   ·   {view['achievements_to_win']} achievements to win", style="dim")
    return text


def relic_text(name: str, sets_in_play: list[str]) -> str:
    """ "Timbuktu (3, relic of the cities set: seized only into achievements, cities not in
    play)": where a relic of a set not in play may go (the Artifacts rule)."""
    r = record(name)
    text = f"{name} ({r['age']}, relic of the {r['relic_of']} set"
    if r["relic_of"] not in sets_in_play:
        text += f": seized only into achievements, {r['relic_of']} not in play"
    return text + ")"


def centre(view: View) -> Text:
    """What lies in the centre, a kind a line: achievements, special achievements,
    relics, Decrees, then each set's supply piles."""
    text = Text()
    text.append("Achievements available: ", style="dim")
    text.append(achievement_text(view["achievements"]))
    if view["special_achievements"]:
        text.append("\nSpecial achievements: ", style="dim")
        text.append(", ".join(view["special_achievements"]))
    if view.get("relics"):
        sets_in_play = ["base", *view["expansions"]]
        text.append("\nRelics beside their piles: ", style="dim")
        text.append("; ".join(relic_text(name, sets_in_play) for name in view["relics"]))
    if view.get("decrees"):
        text.append("\nDecrees nobody holds: ", style="dim")
        text.append(", ".join(f"{name} ({record(name)['color']})" for name in view["decrees"]))
    # A line per set, so that the piles of four sets stay apart at 80 columns.
    for set_name, piles in view["supply"].items():
        text.append(f"\nSupply {set_name:<9} ", style="dim")
        text.append("  ".join(f"{age}:{n}" for age, n in piles.items()))
    return text


def player_log(view: View) -> list[LogEntry]:
    """The log entries of ``view`` worth showing its player: without the other players'
    looks at their own face-down cards (a bot looks at every card it draws; the draw is
    logged already)."""
    return [e for e in view["log"] if e["type"] != "look" or e.get("player") == view["viewer"]]


def log_text(entries: Sequence[LogEntry]) -> Text:
    text = Text()
    for i, e in enumerate(entries):
        if i:
            text.append("\n")
        if e["type"] == "turn":
            text.append(e["text"], style="bold cyan")
        elif e["type"] in ("action", "end"):
            text.append(e["text"], style="bold")
        else:
            text.append("  " + e["text"])
    return text


def render_view(view: View, new_log: Sequence[LogEntry]) -> Group:
    """The table as ``view``'s player sees it, and the log entries they have not seen."""
    parts: list[RenderableType] = []
    if new_log:
        parts.append(Panel(log_text(new_log), title="What happened", title_align="left"))
    parts.append(header(view))
    parts.append(centre(view))
    me = view["viewer"]
    others = [p for p in view["players"] if p["name"] != me]
    mine = [p for p in view["players"] if p["name"] == me]
    for player in others + mine:
        parts.append(player_panel(player, view))
    return Group(*parts)


def render_result(view: View) -> Group:
    """How the game ended: the winners, every board, achievements and score (all public
    now), and the turns played."""
    result = view["result"]
    assert result is not None, "called once the game is over"
    winners = result["winners"]
    title = Text("Game over: ", style="bold")
    if winners:
        title.append(", ".join(winners), style="bold green")
        title.append(" win" if len(winners) > 1 else " wins")
    else:
        title.append("nobody wins")
    why = {
        "achievements": "by achievements",
        "score": "by score (somebody had to draw above 10)",
        "dogma": f"by the dogma of {result.get('card')}",
    }.get(result["reason"], result["reason"])
    title.append(f" ({why}), after {plural(view['turn']['number'], 'turn')}.")
    table = Table(box=None, padding=(0, 2), header_style="dim")
    table.add_column("player")
    table.add_column("achievements")
    table.add_column("score", justify="right")
    table.add_column("top cards")
    teams = any("team" in p for p in view["players"])
    if teams:
        table.add_column("team")
    for p in view["players"]:
        name = Text(p["name"], style="bold green" if p["name"] in winners else "")
        won = f"{len(p['achievements'])}: {achievement_text(p['achievements'])}"
        tops = ", ".join(e["top"] for e in p["board"].values()) or "-"
        row: list[Text | str] = [name, won if p["achievements"] else "0", str(p["score"]), tops]
        if teams:
            row.append("AB"[p["team"]])
        table.add_row(*row)
    parts: list[RenderableType] = [title, table]
    return Group(*parts)
