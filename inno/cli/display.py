"""Rendering a player's view (and card texts) for the terminal, with rich.

Everything shown about the game comes from ``game.view(player)``: the view
holds only what that player may know (invariant 6).  Card texts come from the
public card data.
"""

from __future__ import annotations

import re

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from inno.cards.data import BY_NAME, COLORS, RECORDS, SETS
from inno.cards.data import card_id as _card_id
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
    if details and r["age"]:
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
    """Cards seen from behind: their values (and set, for expansion cards), or their
    names where the player knows them (card tracking).

    Up to eight cards are listed ("1 1 3"), more are counted by value ("1×4 3×2").
    """
    labels = [
        (b["name"] if "name" in b else str(b["age"]))
        if b.get("set", "base") == "base"
        else f"{b['set']} {b.get('name', b['age'])}"
        for b in backs
    ]
    if len(labels) <= 8:
        return " ".join(labels)
    counts: dict[str, int] = {}
    for label in labels:
        counts[label] = counts.get(label, 0) + 1
    return " ".join(f"{label}×{n}" for label, n in counts.items())


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def achievement_text(achievements: list[dict]) -> str:
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


def board_table(board: dict, *, show_covered: bool) -> Table | Text:
    if not board:
        return Text("  (no cards on the board)", style="dim")
    table = Table(box=None, padding=(0, 1), show_header=True, header_style="dim")
    table.add_column("colour")
    table.add_column("top card", no_wrap=True)
    table.add_column("splay")
    table.add_column("cards", justify="right")
    table.add_column("top card's icons", no_wrap=True)
    if show_covered:
        table.add_column("beneath, top first")
    for color in COLORS:
        entry = board.get(color)
        if entry is None:
            continue
        top = entry["top"]
        count = "?" if entry["count"] is None else str(entry["count"])
        splay = "" if entry["splay"] == "none" else entry["splay"]
        icons = slots_text(record(top)["icons"])
        label = Text(top, style=COLOR_STYLE[color]).append(f" {record(top)['age']}", style="dim")
        row = [Text(color, style=COLOR_STYLE[color]), label, splay, count, icons]
        if show_covered:
            below = [c for c in entry["cards"][1:] if c]
            row.append(", ".join(below))
        table.add_row(*row)
    return table


def karma_lines(board: dict) -> list[Text]:
    """The karmas of the top figures of a board (Figures: they act while on top)."""
    lines = []
    for color in COLORS:
        entry = board.get(color)
        if entry is None:
            continue
        for karma in record(entry["top"]).get("karma") or []:
            line = Text("  karma ", style="dim")
            line.append(entry["top"], style=COLOR_STYLE[color])
            line.append(f": {printed_text(karma)}")
            lines.append(line)
    return lines


def player_panel(player: dict, view: dict) -> Panel:
    mine = player["name"] == view["viewer"]
    lines: list[RenderableType] = []
    info = Text()
    info.append("score ", style="dim")
    info.append(str(player["score"]), style="bold")
    if player.get("bonuses"):
        bonuses = " ".join(str(b) for b in player["bonuses"])
        info.append(f" (bonuses {bonuses}: +{player['bonus_points']})", style="dim")
    pile = player["score_pile"]
    if pile:
        if mine:
            info.append(" (" + ", ".join(f"{c} {record(c)['age']}" for c in pile) + ")")
        else:
            info.append(f" ({plural(len(pile), 'card')}: {backs_text(pile)})")
    info.append("   achievements ", style="dim")
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
    lines.append(board_table(player["board"], show_covered=show_covered))
    lines.extend(karma_lines(player["board"]))
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
    if view["turn"]["player"] == player["name"] and view["phase"] == "action":
        title.append("  ◀ to play", style="bold cyan")
    return Panel(
        Group(*lines),
        title=title,
        title_align="left",
        border_style="cyan" if mine else "dim",
    )


def header(view: dict) -> Text:
    text = Text()
    if view["phase"] == "setup":
        text.append("Setup: everybody chooses a card to meld first", style="bold")
    else:
        turn = view["turn"]
        text.append(f"Turn {turn['number']}: {turn['player']}", style="bold")
        if view["phase"] == "action":
            left = turn["actions"]
            text.append(f" ({left} action{'s' if left != 1 else ''} left)")
    text.append(f"   ·   {view['achievements_to_win']} achievements to win", style="dim")
    return text


def centre(view: dict) -> Text:
    text = Text()
    text.append("Achievements available: ", style="dim")
    text.append(achievement_text(view["achievements"]))
    if view["special_achievements"]:
        text.append("   special: ", style="dim")
        text.append(", ".join(view["special_achievements"]))
    if view.get("relics"):
        text.append("   relics beside their piles: ", style="dim")
        text.append(", ".join(f"{name} ({record(name)['age']})" for name in view["relics"]))
    if view.get("decrees"):
        text.append("   decrees: ", style="dim")
        text.append(", ".join(f"{name} ({record(name)['color']})" for name in view["decrees"]))
    text.append("\nSupply: ", style="dim")
    for i, (set_name, piles) in enumerate(view["supply"].items()):
        prefix = "" if set_name == "base" else f"{set_name} "
        text.append(
            ("   " if i else "") + "  ".join(f"{prefix}{age}:{n}" for age, n in piles.items()),
        )
    return text


def log_text(entries: list[dict]) -> Text:
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


def render_view(view: dict, new_log: list[dict]) -> Group:
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


def render_result(view: dict, saved: str | None = None) -> Group:
    """How the game ended: the winners, every board, achievements and score (all public
    now), the turns played, and where the game is saved."""
    result = view["result"]
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
        row = [name, won if p["achievements"] else "0", str(p["score"]), tops]
        if teams:
            row.append("AB"[p["team"]])
        table.add_row(*row)
    parts: list[RenderableType] = [title, table]
    if saved:
        parts.append(
            Text(f"The game is saved in {saved} (inno play --load {saved} shows it).", style="dim")
        )
    return Group(*parts)
