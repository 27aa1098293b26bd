"""Menus: show a decision as a numbered list, read and understand the answer.

An answer is a menu number or the option typed out ("draw", "meld Tools", a
card name, "yes"); several cards are numbers or names separated by spaces or
commas, and an empty line chooses none when none is allowed.  At any prompt
the player may also type ``?`` (help), ``? <card>`` or ``card <card>`` (a
card's text), ``show`` (the table again), ``log`` (the log so far) or
``quit``.  Bad input is explained and asked again; it never ends the game.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rich.console import Console, RenderableType
from rich.text import Text

from inno.cli.display import (
    card_label,
    card_panel,
    find_card,
    icon_label,
    log_text,
    record,
    render_view,
)
from inno.cli.rules_help import rule
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
  ? RULE             a rule: ? draw, ? meld, ? dogma, ? achieve, ? share, ? demand,
                     ? splay, ? tuck, ? score, ? return, ? special, ? win, ? echo ...
  show               show the table again
  look               look at your face-down cards (those you drew)
  undo               take back your last answer (while nothing new came out)
  log [N|all]        the last N entries (default 30) of the game's log
  save FILE          save the game (inno play --load FILE goes on with it)
  quit               leave the game (it stays saved: inno play --resume)"""


class Quit(Exception):
    """The player left the game (typed quit, or the input ended)."""


class BadInput(Exception):
    """An answer that does not fit the decision; the message says why."""


class Again(Exception):
    """The game changed under the question (an undo): ask anew."""


class Terminal:
    """The console to write to and a way to read a line.

    ``read`` is None (the keyboard, through ``input``), a text stream, or a
    function ``read(prompt) -> line``.  Reading past the end raises Quit.
    Lines read from a stream or a function are echoed, so that a transcript
    shows the answers.
    """

    def __init__(self, console: Console, read=None) -> None:
        self.console = console
        if read is None:
            self._read: Callable[[str], str] = console.input
            self.echo = False
        elif callable(read):
            self._read = read
            self.echo = True
        else:
            self._read = _stream_reader(read)
            self.echo = True

    def print(self, *things: RenderableType | str, **kw) -> None:
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
                line = self._read(prompt)
        except EOFError:
            raise Quit from None
        return line.strip()

    def clear(self) -> None:
        """Clear the screen and the scrollback (in hot-seat, nothing stays to scroll back to)."""
        if self.console.is_terminal:
            self.console.clear()
            self.console.file.write("\x1b[3J")  # the scrollback too
            self.console.file.flush()
        else:
            self.console.rule()


def _stream_reader(stream):
    def read(prompt: str) -> str:
        line = stream.readline()
        if not line:
            raise EOFError
        return line

    return read


# -- showing a decision ----------------------------------------------------------------


def option_label(option, pending: dict, view: dict) -> Text:
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


def draw_age(view: dict) -> int:
    """The value a Draw action would draw: the highest top card's, or above if that pile is out."""
    me = next(p for p in view["players"] if p["name"] == view["viewer"])
    age = max((record(e["top"])["age"] for e in me["board"].values()), default=1)
    piles = view["supply"]["base"]
    while age <= 10 and not piles.get(str(max(age, 1))):
        age += 1
    return max(age, 1)


def dogma_hint(card: str, pending: dict, view: dict) -> str:
    """Who would share this dogma and who would be demanded (the engine's ``dogma_targets``)."""
    target = pending.get("dogma_targets", {}).get(card)
    if target is None:
        return "no dogma icon"
    me = view["viewer"]
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


def show_menu(term: Terminal, pending: dict, view: dict, numbers: list[int] | None = None) -> None:
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
        term.print(Text("Type the value.", style="dim"))
    numbers = numbers or list(range(1, len(pending["options"]) + 1))
    for i, option in zip(numbers, pending["options"], strict=True):
        line = Text(f"  {i:>2}  " if pending["kind"] != "choose_value" else "      ")
        line.append_text(option_label(option, pending, view))
        term.print(line)


def input_prompt(pending: dict) -> str:
    if pending["kind"] == "choose_cards":
        lo, hi = pending["min"], pending["max"]
        return f"choose {lo} > " if lo == hi else f"choose {lo} to {hi} > "
    return "> "


# -- understanding an answer ------------------------------------------------------------


def parse_answer(pending: dict, text: str, numbers: list[int] | None = None):
    """The answer ``text`` means for ``pending`` (BadInput if it means none).

    ``numbers``: the menu number of each option (1 to n unless said otherwise).
    """
    if pending["kind"] == "choose_cards":
        return parse_many(pending, text)
    return parse_one(pending, text, numbers)


def parse_one(pending: dict, text: str, numbers: list[int] | None = None):
    options = pending["options"]
    n = len(options)
    numbers = numbers or list(range(1, n + 1))
    if not text:
        raise BadInput(f"Please choose: {_numbers_text(numbers)}, or type ? for help.")
    if pending["kind"] == "choose_value":
        if text.isdigit() and int(text) in options:
            return int(text)
        if None in options and text.lower() in ("0", *DECLINE):
            return None
        raise BadInput(f"Type one of the values {', '.join(map(str, options))}.")
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
    if numbers == list(range(1, len(numbers) + 1)):
        return f"a number from 1 to {len(numbers)}"
    return f"one of the numbers {', '.join(map(str, numbers))}"


def _not_available(pending: dict, text: str) -> str | None:
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


def parse_many(pending: dict, text: str) -> list:
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
        if word == "?" and rule(rest):
            term.print(Text(rule(rest)))
            return True
        name, suggestions = find_card(rest)
        if name:
            term.print(card_panel(name))
        elif suggestions:
            term.print(f"Which card? {', '.join(suggestions[:12])}")
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
        entries = session.full_view()["log"]
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


def ask(term: Terminal, pending: dict, view: dict, session) -> None:
    """Ask ``pending`` until an answer is accepted by the game (``session.submit``).

    Returns early (Again) when a command changed the game (undo, look).
    """
    numbers = session.numbers(pending)
    show_menu(term, pending, view, numbers)
    while True:
        text = term.read(input_prompt(pending))
        try:
            if text and text.lower() not in _option_texts(pending) and command(term, text, session):
                continue
            answer = parse_answer(pending, text, numbers)
            session.submit(answer)
            return
        except Again:
            return
        except BadInput as e:
            term.print(Text(str(e), style="red"))
        except IllegalAnswer as e:
            term.print(Text(f"Not allowed: {e}", style="red"))
        except InnoError as e:  # an engine failure: the game is as it was before
            term.print(
                Text(f"The game could not take this answer ({e}); choose again.", style="red")
            )


def _option_texts(pending: dict) -> set[str]:
    return {str(o).lower() for o in pending["options"] if o is not None}
