"""Menus: show a decision as a numbered list, read and understand the answer.

An answer is a menu number or the option typed out ("draw", "meld Tools", a
card name, "yes"); several cards are numbers or names separated by spaces or
commas, and an empty line chooses none when none is allowed.  At any prompt
the player may also type ``?`` (help), ``? <card>`` or ``card <card>`` (a
card's text), ``show`` (the table again), ``log`` (the log so far) or
``quit``.  Bad input is explained and asked again; it never ends the game.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Callable, Mapping
from typing import Any

from rich.console import Console, RenderableType
from rich.text import Text

from inno.cli.display import (
    card_label,
    card_panel,
    find_card,
    icon_label,
    log_text,
    player_log,
    record,
    render_view,
)
from inno.cli.rules_help import RULES, rule
from inno.data.cards import RECORDS
from inno.engine.shapes import View
from inno.errors import IllegalAnswer, InnoError

DECLINE = ("none", "decline", "skip", "pass", "-")
HELP = """\
Answer with the number of an option, or type the option: draw, meld Tools,
dogma Archery, achieve 2, a card name, a colour, a player, yes / no ...
Choosing several cards: numbers or names separated by spaces or commas, in
the order you want them done (e.g. "1 3" or "Tools, The Wheel"); an empty
line (or "none") chooses no card when that is allowed.
"none", "0" (or "decline") declines an optional choice ("you may ...").
Card names are not case sensitive; a unique beginning is enough.
The number of an action stays the same for the whole turn.

Commands, at any prompt:
  ? or help          this help
  ? NAME, card NAME  the text of a card (ages, colour, icons, dogma effects)
  ? RULE             a rule: ? draw, ? meld, ? dogma, ? achieve, ? share,
                     ? demand, ? splay, ? tuck, ? score, ? special, ? win; with
                     the expansions ? echo, ? city, ? endorse, ? dig, ? display,
                     ? compel, ? relic, ? karma, ? inspire, ? decree, ? fade ...
                     (? rules lists them all)
  show               show the table again
  look               look at your face-down cards (those you drew)
  undo               take back your last answer (while nothing new came out)
  log [N|all]        the last N entries (default 30) of the game's log
  save FILE          save a copy of the game (inno play --load FILE goes on)
  quit               leave the game (it stays saved: inno play --resume)
Tab completes card names and options; the up and down arrows recall answers."""


class Quit(Exception):
    """The player left the game (typed quit, or the input ended)."""


class BadInput(Exception):
    """An answer that does not fit the decision; the message says why."""


class Again(Exception):
    """The game changed under the question (an undo): ask anew."""


class Terminal:
    """The console to write to and a way to read a line.

    ``read`` is None (the keyboard: ``input`` with readline's line editing, history
    and Tab completion of card names and options), a text stream, or a function
    ``read(prompt) -> line``.  Reading past the end raises Quit.  Lines read from a
    stream or a function are echoed, so that a transcript shows the answers.
    """

    def __init__(self, console: Console, read=None) -> None:
        self.console = console
        self.session: Any = None  # the game at the terminal (a play.Session), for Tab
        self.forget: Callable[[], None] = lambda: None  # clears the line history
        if read is None:
            self._read: Callable[[str], str] = input
            self.echo = False
            line_editing(self)
        elif callable(read):
            self._read = read
            self.echo = True
        else:
            self._read = _stream_reader(read)
            self.echo = True

    def print(self, *things: RenderableType | str, **kw) -> None:
        # A line of text is left for the terminal to wrap, so that a file name in it
        # stays whole for copying; tables and panels are laid out to the width.
        if all(isinstance(t, (str, Text)) for t in things):
            kw.setdefault("soft_wrap", True)
        self.console.print(*things, **kw)

    def read(self, prompt: str) -> str:
        try:
            if self.echo:
                self.console.print(prompt, end="", markup=False, highlight=False)
                line = self._read(prompt)
                if line is None:
                    raise EOFError
                self.console.print(line.rstrip("\r\n"), markup=False, highlight=False)
            else:
                self.console.file.flush()
                line = self._read(prompt)
        except EOFError:
            raise Quit from None
        return line.strip()

    def thinking(self, what: str):
        """A spinner while a bot thinks (on a terminal only: a transcript stays clean)."""
        if not self.console.is_terminal:
            return contextlib.nullcontext()
        return self.console.status(f"{what}…", spinner="dots")

    def clear(self) -> None:
        """Clear the screen and the scrollback (in hot-seat, nothing stays to scroll back to)."""
        if self.console.is_terminal:
            self.console.clear()
            self.console.file.write("\x1b[3J")  # the scrollback too
            self.console.file.flush()
        else:
            self.console.rule()


# The commands of every prompt, for Tab completion.
COMMAND_WORDS = ("?", "help", "card", "show", "look", "undo", "log", "save", "quit")


def completions(line: str, options: list[str]) -> list[str]:
    """What Tab may complete ``line`` to, whole lines each: the decision's options, a
    command, or after ``?`` / ``card`` a card name (``? the wh`` -> ``? The Wheel``) or a
    rule."""
    low = line.lower()
    found = [o for o in options if o.lower().startswith(low)]
    word, space, rest = line.partition(" ")
    if space and word.lower() in ("?", "card"):
        names = [r["name"] for r in RECORDS] + (sorted(RULES) if word == "?" else [])
        found += [f"{word} {n}" for n in names if n.lower().startswith(rest.lower())]
    elif not space:
        found += [w for w in COMMAND_WORDS if w.startswith(low)]
    return list(dict.fromkeys(found))


def line_editing(term: Terminal) -> None:
    """readline at a terminal: the arrows edit the line, up and down go through the
    answers given in this game, Tab completes card names and the decision's options.

    The history is not kept on disk: in hot-seat it is cleared before each player, so
    that nobody can scroll up to another player's hidden choices."""
    if not sys.stdin.isatty():
        return
    try:
        import readline
    except ImportError:  # pragma: no cover (Windows without pyreadline)
        return
    matches: list[str] = []

    def complete(text: str, state: int) -> str | None:
        if state == 0:
            line = readline.get_line_buffer()[: readline.get_endidx()]
            pending = term.session.game.pending if term.session is not None else None
            options: list[str] = (
                [] if pending is None else [str(o) for o in pending.options if o is not None]
            )
            matches[:] = completions(line, options)
        return matches[state] if state < len(matches) else None

    # The whole line is the word to complete: card names have spaces in them.
    readline.set_completer_delims("")
    readline.set_completer(complete)
    if "libedit" in (readline.__doc__ or ""):  # macOS
        readline.parse_and_bind("bind ^I rl_complete")
    else:
        readline.parse_and_bind("tab: complete")
    term.forget = readline.clear_history


def _stream_reader(stream):
    def read(prompt: str) -> str:
        line = stream.readline()
        if not line:
            raise EOFError
        return line

    return read


# -- showing a decision ----------------------------------------------------------------


def option_label(option, pending: Mapping[str, Any], view: View) -> Text:
    """How an option reads in the menu (with a hint about what it means)."""
    if option is None:
        return Text("none (decline)", style="italic")
    kind = pending["kind"]
    if kind == "action":
        verb, _, rest = option.partition(" ")
        text = Text(verb + " ")
        if verb == "draw":
            age = draw_age(view)
            return Text(f"draw a {age}" if age <= 10 else "draw (above 10: the game ends)")
        if verb == "meld" and rest.startswith("face-down"):
            return Text(option, style="italic")
        if verb in ("meld", "dogma", "endorse"):
            text.append_text(card_label(rest))
            if verb == "dogma":
                text.append(f"  ({dogma_hint(rest, pending, view)})", style="dim")
            if verb == "endorse":
                text.append(f"  (a doubled dogma; {dogma_hint(rest, pending, view)})", style="dim")
            return text
        if verb == "decree":
            return Text(f"decree {rest}  (remove your whole hand from the game)")
        if verb == "inspire":
            text = Text(option)
            text.append(f"  ({inspire_hint(rest, view)})", style="dim")
            return text
        return Text(option)
    if kind in ("choose_card", "choose_cards") and isinstance(option, str) and is_card(option):
        return card_label(option)
    return Text(str(option))


def is_card(name: str) -> bool:
    try:
        record(name)
    except KeyError:
        return False
    return True


def draw_age(view: View) -> int:
    """The value a Draw action would draw: the highest top card's, or above if that pile is out."""
    me = next(p for p in view["players"] if p["name"] == view["viewer"])
    age = max((record(e["top"])["age"] for e in me["board"].values()), default=1)
    piles = view["supply"]["base"]
    while age <= 10 and not piles.get(str(max(age, 1))):
        age += 1
    return max(age, 1)


def inspire_hint(color: str, view: View) -> str:
    """What an Inspire action on ``color`` does: the player's own effects, then a draw."""
    me = next(p for p in view["players"] if p["name"] == view["viewer"])
    stack = me["board"].get(color)
    top = stack["top"] if stack else None
    age = record(top)["age"] if top else 0
    return (
        f"your visible {color} inspire effects, bottom first, nobody shares or is demanded; "
        f"then draw a card of your top {color} card's value (now {age})"
    )


def dogma_hint(card: str, pending: Mapping[str, Any], view: View) -> str:
    """Who would share this dogma and who would be demanded (the engine's ``dogma_targets``)."""
    target = pending.get("dogma_targets", {}).get(card)
    if target is None:
        return "no dogma icon"
    me = view["viewer"]
    assert me is not None, "the decider's own view: it has a viewer"
    return reach_text(target, me)


def reach_text(target: dict, me: str) -> str:
    """A ``dogma_targets`` entry read out: "castle: you 4; Ann 5 shares; Bob 1 demanded"."""
    parts = [f"{icon_label(target['icon'])}: you {target['counts'][me]}"]
    for name, n in target["counts"].items():
        if name == me:
            continue
        if name in target["compelled"]:
            parts.append(f"{name} {n} compelled, shares")
        elif name in target["share"]:
            parts.append(f"{name} {n} shares")
        elif name in target["demanded"]:
            parts.append(f"{name} {n} demanded")
        else:
            parts.append(f"{name} {n}")
    return "; ".join(parts)


def show_menu(
    term: Terminal,
    pending: Mapping[str, Any],
    view: View,
    numbers: list[int] | None = None,
    session=None,
) -> None:
    """The question and its options, in the order of their numbers."""
    title = Text(f"{pending['player']}: ", style="bold cyan")
    title.append(pending["prompt"], style="bold")
    term.print(title)
    if pending["kind"] == "choose_cards":
        lo, hi = pending["min"], pending["max"]
        how = f"{lo}" if lo == hi else f"{lo} to {hi}"
        note = f"Choose {how} (numbers or names, separated by spaces or commas"
        note += "; an empty line for none)" if lo == 0 else ")"
        if hi > 1:
            note += "; they are done in the order you list them."
        term.print(Text(note, style="dim"))
    if pending["kind"] == "choose_value":
        term.print(Text(value_request(pending)))
        return
    numbers = numbers or list(range(1, len(pending["options"]) + 1))
    for i, option in sorted(zip(numbers, pending["options"], strict=True), key=lambda x: x[0]):
        line = Text(f"  {i:>2}  ")
        line.append_text(option_label(option, pending, view))
        hint = session.preview(pending, option) if session is not None else None
        if hint:
            line.append(f"  ({hint})", style="dim")
        term.print(line)


def value_request(pending: Mapping[str, Any]) -> str:
    """ "Type a value: 7, 8, 9 or 10" (and 0 to decline, when allowed)."""
    values = [str(v) for v in pending["options"] if v is not None]
    listed = values[0] if len(values) == 1 else f"{', '.join(values[:-1])} or {values[-1]}"
    decline = " (0 or none to decline)" if None in pending["options"] else ""
    return f"Type a value: {listed}{decline}."


def input_prompt(pending: Mapping[str, Any]) -> str:
    if pending["kind"] == "choose_cards":
        lo, hi = pending["min"], pending["max"]
        return f"choose {lo} > " if lo == hi else f"choose {lo} to {hi} > "
    return "> "


# -- understanding an answer ------------------------------------------------------------


def parse_answer(pending: Mapping[str, Any], text: str, numbers: list[int] | None = None):
    """The answer ``text`` means for ``pending`` (BadInput if it means none).

    ``numbers``: the menu number of each option (1 to n unless said otherwise).
    """
    if pending["kind"] == "choose_cards":
        return parse_many(pending, text)
    return parse_one(pending, text, numbers)


def parse_one(pending: Mapping[str, Any], text: str, numbers: list[int] | None = None):
    options = pending["options"]
    n = len(options)
    numbers = numbers or list(range(1, n + 1))
    if pending["kind"] == "choose_value":
        if text.isdigit() and int(text) in options:
            return int(text)
        if None in options and text.lower() in ("0", *DECLINE):
            return None
        raise BadInput(value_request(pending))
    if not text:
        raise BadInput(f"Please choose: {_numbers_text(numbers)}, or type ? for help.")
    if text.isdigit():
        i = int(text)
        if i == 0 and None in options:
            return None
        if i in numbers:
            return options[numbers.index(i)]
        raise BadInput(f"There is no option {i}: choose {_numbers_text(numbers)}.")
    found = match_option(options, text, action=pending["kind"] == "action")
    if found is not _NOTHING:
        return found
    why = _not_available(pending, text)
    if why:
        raise BadInput(why)
    raise BadInput(
        f"{text!r} is not one of the options: type {_numbers_text(numbers)} (? for help)."
    )


def _numbers_text(numbers: list[int]) -> str:
    numbers = sorted(numbers)
    if numbers == list(range(1, len(numbers) + 1)):
        return f"a number from 1 to {len(numbers)}"
    return f"one of the numbers {', '.join(map(str, numbers))}"


def _not_available(pending: Mapping[str, Any], text: str) -> str | None:
    """Why the action ``text`` names cannot be taken now (from the decision's reasons)."""
    low = " ".join(text.lower().split())
    for entry in pending.get("unavailable", []):
        action = entry["action"].lower()
        if low == action or (low.split()[0] == action and len(low.split()) > 1):
            return f"You cannot {text}: {entry['why']}."
    if low.startswith("meld ") and pending["kind"] == "action":
        return f"You cannot {text}: you can meld only a card from your hand."
    return None


_NOTHING = object()


def match_option(options: list, text: str, *, action: bool = False):
    """The option ``text`` names (exactly, by card name, or by a unique beginning)."""
    low = " ".join(text.lower().split())
    named = [o for o in options if o is not None]
    for o in named:
        if str(o).lower() == low:
            return o
    if None in options and low in DECLINE:
        return None
    if low in ("y", "n") and {"yes", "no"} <= set(named):
        return "yes" if low == "y" else "no"
    if action:  # "Tools" for "meld Tools" when Tools can only be melded
        by_card = [o for o in named if o.partition(" ")[2].lower() == low]
        if len(by_card) == 1:
            return by_card[0]
    starts = [o for o in named if str(o).lower().startswith(low)]
    if len(starts) == 1:
        return starts[0]
    if len(starts) > 1:
        raise BadInput(f"{text!r} could be {', '.join(map(str, starts))}: type more of it.")
    return _NOTHING


def parse_many(pending: Mapping[str, Any], text: str) -> list:
    options = pending["options"]
    lo, hi = pending["min"], pending["max"]
    how = f"{lo}" if lo == hi else f"{lo} to {hi}"
    if text.lower() in ("", "0", *DECLINE):
        if lo == 0:
            return []
        raise BadInput(f"Choose {how} (numbers or names; ? for help).")
    if text.lower() == "all" and lo <= len(options) <= hi:
        return list(options)
    tokens = [t for t in re.split(r"[\s,]+", text) if t]
    chosen: list = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.isdigit():
            k = int(token)
            if not 1 <= k <= len(options):
                raise BadInput(f"There is no option {k}: the options are 1 to {len(options)}.")
            pick, i = options[k - 1], i + 1
        else:
            # The longest run of words that names an option ("The Wheel").
            for j in range(len(tokens), i, -1):
                found = _exact(options, " ".join(tokens[i:j]))
                if found is not _NOTHING:
                    pick, i = found, j
                    break
            else:
                found = match_option(options, token)
                if found is _NOTHING or found is None:
                    raise BadInput(f"{token!r} is not one of the options (? for help).")
                pick, i = found, i + 1
        if pick in chosen:
            raise BadInput(f"{pick} is chosen twice.")
        chosen.append(pick)
    if not lo <= len(chosen) <= hi:
        raise BadInput(f"Choose {how}, not {len(chosen)}.")
    return chosen


def _exact(options: list, text: str):
    low = text.lower()
    for o in options:
        if o is not None and str(o).lower() == low:
            return o
    return _NOTHING


# -- commands ------------------------------------------------------------------------------


def command(term: Terminal, text: str, session) -> bool:
    """Run ``text`` if it is a command (help, card or rule text, show, look, undo, log,
    save, quit); True if it was.  ``session`` is the game at the terminal: its
    ``full_view()``, ``look()``, ``undo()`` and ``save(path)``.
    """
    low = text.lower()
    word, _, rest = low.partition(" ")
    rest = text[len(word) :].strip()
    if low in ("?", "help", "h"):
        term.print(HELP)
        return True
    if word in ("?", "card") and rest:
        if word == "?" and (found := rule(rest)):
            term.print(Text(found))
            return True
        name, suggestions = find_card(rest)
        if name:
            term.print(card_panel(name))
        elif suggestions:
            term.print(f"Which card? {', '.join(suggestions[:12])}")
        elif word == "?":
            term.print(f"There is no rule or card called {rest!r} (? rules lists the rules).")
        else:
            term.print(f"There is no card called {rest!r}.")
        return True
    if low == "card":
        term.print("Type card NAME (or ? NAME) to read a card, e.g. card Tools.")
        return True
    if low in ("show", "board"):
        term.print(render_view(session.full_view(), []))
        return True
    if low == "look":
        seen = session.look()
        term.print(f"You look at: {', '.join(seen)}." if seen else "You have no face-down card.")
        if seen:
            raise Again
        return True
    if low == "undo":
        why = session.undo()
        if why:
            term.print(Text(f"Cannot undo: {why}.", style="red"))
            return True
        term.print(Text("Undone.", style="bold"))
        raise Again
    if word == "log":
        entries = player_log(session.full_view())
        if rest and rest.lower() != "all" and not rest.isdigit():
            term.print(Text(f"log takes a number or 'all', not {rest!r}.", style="red"))
            return True
        if rest.lower() != "all":
            count = int(rest) if rest.isdigit() else 30
            entries = entries[-count:] if count else []
        term.print(log_text(entries) if entries else Text("The log is empty.", style="dim"))
        return True
    if word == "save":
        if not rest:
            term.print(Text("save takes a file name: save mygame.json", style="red"))
            return True
        if session.would_replace(rest):
            answer = term.read(f"{rest} already exists: replace it? [y/N] ")
            if answer.lower() not in ("y", "yes"):
                term.print(Text("Not saved.", style="dim"))
                return True
        term.print(session.save(rest))
        return True
    if low in ("quit", "exit"):
        answer = term.read(
            "Leave the game? It stays saved: inno play --resume goes on with it. [y/N] "
        )
        if answer.lower() in ("y", "yes"):
            raise Quit
        return True
    return False


# Commands after which the question is asked again in full: their answer pushed it up.
REDRAW = ("?", "help", "h", "card", "show", "board", "log", "look", "quit", "exit", "")


def ask(term: Terminal, pending: Mapping[str, Any], view: View, session) -> None:
    """Ask ``pending`` until an answer is accepted by the game (``session.submit``).

    Returns early (Again) when a command changed the game (undo, look).  After a
    command that printed something long (show, ? NAME, log...) or an empty line, the
    question and its menu are printed again.
    """
    numbers = session.numbers(pending)
    show_menu(term, pending, view, numbers, session)
    while True:
        text = term.read(input_prompt(pending))
        redraw = False
        try:
            if text and text.lower() not in _option_texts(pending) and command(term, text, session):
                redraw = text.lower().partition(" ")[0] in REDRAW
            else:
                answer = parse_answer(pending, text, numbers)
                session.submit(answer)
                return
        except Again:
            return
        except BadInput as e:
            term.print(Text(str(e), style="red"))
            redraw = not text
        except IllegalAnswer as e:
            term.print(Text(f"Not allowed: {e}", style="red"))
        except InnoError as e:  # an engine failure: the game is as it was before
            term.print(
                Text(f"The game could not take this answer ({e}); choose again.", style="red")
            )
        if redraw:
            show_menu(term, pending, view, numbers, session)


def _option_texts(pending: Mapping[str, Any]) -> set[str]:
    return {str(o).lower() for o in pending["options"] if o is not None}
