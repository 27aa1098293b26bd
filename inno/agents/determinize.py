"""Determinization: a full game consistent with what one player knows.

Information-set search (``inno.agents.mcts``) cannot look at the real hidden
cards, so each iteration plays on a *determinization*: a complete game whose
hidden cards were dealt again, at random, among the places the player cannot
see, as the player could imagine them.  A determinization is a function of
what the player knows and of the random numbers only: two games the player
cannot tell apart give the same determinizations for the same random
numbers, and the real game is never returned (unless a deal happens to put
every hidden card back where it really is).

What the player knows (the model)
---------------------------------
A card is *located* for the viewer when

* the viewer's card tracking (``Game.knowledge``, ``inno.engine.tracking``)
  knows where it is (they saw it go there and it cannot have left since), or
* it is in a public zone (boards, the Artifacts display, special achievements,
  relics, decrees), or in the viewer's own hand, score pile or forecast
  (except cards drawn face down and not looked at yet), or it is a special
  achievement, relic or decree in somebody's achievements (shown by name).

Every other card is *hidden*: the other players' hands, score pile and
forecasts (unless tracked), the standard achievements, available or claimed,
the viewer's own included ("you may never look at the identity of normal
achievement cards, even if you have achieved them"; one the viewer achieved
from their own hand is tracked), the supply piles (their order), removed
cards, the viewer's own face-down cards, and the covered cards of other
boards the viewer never saw arrive (in a game set up from a position, without
a history): the view's ``could_be``.
Each hidden place shows its *back* (set and value), so a consistent deal puts
in each hidden place a hidden card of the same back.  Deals are sampled
uniformly: within each back, the hidden cards are permuted uniformly at
random (a uniform permutation of the cards of each back gives each deal, as
sets per hand and as orders per supply pile, the same probability); the new
card of each place is drawn from the sorted cards of its back, so the deal
depends on the places, not on which card really is where.  Located cards
stay exactly where they are (a card the viewer saw returned to the bottom of
a supply pile stays there).

A covered board card the viewer never saw shows no back, but its colour (its
stack) and the icon slots its stack's splay reveals: it gets a hidden card of
that colour showing the same slots, of any back, and the other hidden places
what is left, each a card of its back.  Those places are dealt one after the
other in a random order, each a card drawn uniformly among those that fit and
leave the other places a card of their backs (close to uniform, not exactly:
the rare deals of positions whose covered cards the viewer never saw).

The game's random numbers are hidden too: a determinization gets a fresh
random RNG state (and seed), so a future shuffle is not known in advance.
Its log is the real log with each card the viewer did not see move replaced
by the card dealt in its place (so the viewer's view, log and card tracking
are the real ones, and the other players' tracking follows the dealt cards).

Mid-action decisions
--------------------
The engine is a generator that cannot be copied, so a decision inside an
action is reached by replaying the answers given since the action began from
the state at the action decision, its hidden cards dealt again:

1. The current hidden cards are dealt (as above), the state at the start of
   the action is relabelled with the same permutation, and the answers since
   (card names renamed) are replayed.  When the rules did not branch on a
   hidden card's face during the action, the replay ends in exactly the dealt
   current state with the same decision pending; when they did (an effect
   looked at a card the viewer cannot see), the deal is rejected and another
   drawn, up to ``max_tries``.  Rejection keeps the sampling uniform over the
   accepted deals.
2. When no such deal is found (an effect moved cards by a hidden property:
   Oars takes cards with a crown from a hand until there is none), the deal
   is made where the action began, from what the viewer knew then (their card
   tracking at that point; cards they have located since stay put), the
   answers since are replayed (another player's answer that no longer fits,
   naming a card the viewer did not see, is replaced by a random one), and
   the replay is kept when everything it shows the viewer is what they saw:
   the same events as the viewer saw them, the same decision, the same public
   numbers (rejection sampling from the player's knowledge, conditioned on
   what they saw since; ``stats["from_action_start"]``).
3. When neither finds a deal (``max_tries`` each), :class:`NoDeal` is raised;
   the search skips that iteration.  The real game is never the answer.

``stats`` counts ``tries``, ``rejections``, ``from_action_start`` and
``failures`` (NoDeal raised).
"""

from __future__ import annotations

import random
from itertools import chain
from typing import TYPE_CHECKING, NamedTuple

from inno.agents.random import random_answer
from inno.data.cards import AGE, COLOR, KIND, NAME, SET, SHOWN
from inno.engine.events import Event
from inno.engine.search import discard
from inno.engine.state import (
    ACHIEVEMENTS,
    BOARD,
    DECREES,
    DISPLAY,
    PLAYER_LIST_ZONES,
    RELICS,
    SHARED_LIST_ZONES,
    SPECIAL,
    SUPPLY,
    State,
)
from inno.engine.view import public_text
from inno.errors import InnoError

if TYPE_CHECKING:
    from inno.engine.game import Game

# Zones whose cards everybody sees.
_PUBLIC_ZONES = frozenset((BOARD, SPECIAL, DISPLAY, RELICS, DECREES))

# How many deals each way of dealing tries before giving up.
MAX_TRIES = 64


class NoDeal(InnoError):
    """No deal consistent with what the player saw was found (see the module's steps)."""


def hidden_cards(game: Game, viewer: int) -> list[int]:
    """The cards in play that ``viewer`` cannot locate (see the module's model).

    In the order of their places (players' zones, supply piles, shared zones),
    so that two games ``viewer`` cannot tell apart list the same cards' places
    in the same order.
    """
    s = game.state
    known = game.knowledge(viewer).place
    unlooked = s.unlooked[viewer]
    open_boards = game.options["open_boards"]
    hidden = []
    for i, p in enumerate(s.players):
        for zone in PLAYER_LIST_ZONES:
            if zone in _PUBLIC_ZONES:
                continue
            for card in p.zones[zone]:
                if card in known:
                    continue
                if zone == ACHIEVEMENTS:
                    if KIND[card] != "age":
                        continue  # special achievements, relics and decrees show their names
                elif i == viewer and card not in unlooked:
                    continue  # the viewer's own hand, score pile and forecast
                hidden.append(card)
        if i != viewer and not open_boards:  # (covered cards never seen arrive: a position's)
            for stack in p.stacks:
                hidden.extend(c for c in stack[:-1] if c not in known)
    for set_piles in s.piles:
        for pile in set_piles:
            hidden.extend(c for c in pile if c not in known)
    for zone in SHARED_LIST_ZONES:
        if zone not in _PUBLIC_ZONES:
            hidden.extend(c for c in s.shared[zone] if c not in known)
    return hidden


def sample_permutation(cards: list[int], rng: random.Random) -> dict[int, int]:
    """A uniform permutation of ``cards`` within each back (set, value), as a dict.

    The new card of each place is drawn from the sorted cards of its back, so
    the deal depends only on the places (``cards``' order and backs) and the
    set of cards, not on which card is really where: the same for every game
    the player cannot tell apart.
    """
    sigma = {c: c for c in cards}
    sigma.update(_deal(_by_back(cards), rng))
    return sigma


class _Deck(NamedTuple):
    """Hidden cards ready to deal: the ``places`` dealt to, the ``pool`` of cards dealt,
    and either ``group`` (a :func:`_by_back` deck) or ``covered`` (a :func:`_covered_deck`:
    the number of other places, the cards that fit each covered place, how many cards of
    each back the covered places take)."""

    places: list[int]
    pool: list[int]
    group: list[int] | None
    covered: tuple[int, list[list[int]], dict[tuple[int, int], int]] | None = None


def _make_deck(state: State, hidden: list[int]) -> _Deck:
    """``hidden`` ready to deal: a :func:`_by_back` deck, or a :func:`_covered_deck` when
    covered board cards are among them."""
    loc = state.loc
    covered = [c for c in hidden if loc[c] == BOARD]
    return _covered_deck(state, hidden, covered) if covered else _by_back(hidden)


def _covered_deck(state: State, hidden: list[int], covered: list[int]) -> _Deck:
    """``hidden`` ready to deal when covered board cards are among them: the other places
    first, then the covered ones; the pool every hidden card, sorted.  A card fits a covered place when it has the stack's
    colour, shows the same icon slots under its splay, and is of a back the covered
    places take (the backs of the hidden cards that the other places do not)."""
    covered_set = set(covered)
    rest = [c for c in hidden if c not in covered_set]
    pool = sorted(hidden)
    quota: dict[tuple[int, int], int] = {}
    for c in covered:
        quota[SET[c], AGE[c]] = quota.get((SET[c], AGE[c]), 0) + 1
    fits = []
    for c in covered:
        splay = state.players[state.owner[c]].splays[COLOR[c]]
        color, shown = COLOR[c], SHOWN[c][splay]
        fits.append(
            [
                d
                for d in pool
                if COLOR[d] == color and SHOWN[d][splay] == shown and (SET[d], AGE[d]) in quota
            ]
        )
    return _Deck(rest + covered, pool, None, (len(rest), fits, quota))


def _covered_of(deck: _Deck) -> frozenset:
    """The covered board cards among a deck's places (none but a :func:`_covered_deck`'s)."""
    return frozenset(deck.places[deck.covered[0] :]) if deck.covered else frozenset()


def _by_back(cards: list[int]) -> _Deck:
    """``cards`` ready to deal: (places, pool, group), the places grouped by back in
    blocks, the pool the same cards sorted within each block, and each place's block
    number (increasing).  A back of one card is left out (it cannot move)."""
    by_back: dict[tuple[int, int], list[int]] = {}
    for card in cards:
        by_back.setdefault((SET[card], AGE[card]), []).append(card)
    places: list[int] = []
    pool: list[int] = []
    group: list[int] = []
    for cards_of_back in by_back.values():
        if len(cards_of_back) > 1:
            group.extend([len(places)] * len(cards_of_back))  # (its first index: increasing)
            places.extend(cards_of_back)
            pool.extend(sorted(cards_of_back))
    return _Deck(places, pool, group)


def _deal(deck: _Deck, rng: random.Random) -> dict[int, int]:
    """A deal of a :func:`_make_deck` deck (see :func:`_shuffle`), moving cards only."""
    return {c: d for c, d in zip(deck.places, _shuffle(deck, rng), strict=True) if c != d}


def _shuffle(deck: _Deck, rng: random.Random) -> list[int]:
    """The new card of each place of a :func:`_by_back` deck (a uniform permutation
    within each back).

    Each place gets a random key in [its block number, that number + 1), and
    the pool is read in the order of the keys: within each block a uniform
    random order (up to ties between two keys, whose odds are negligible: a
    block number below 2^10 leaves a key 43 random bits).  Keys made in C and
    one sort are several times faster than ``rng.shuffle``'s Python call per
    card, for the hundreds of supply cards of a game with expansions.

    A :func:`_covered_deck` is dealt by :func:`_shuffle_covered`.
    """
    if deck.covered is not None:
        return _shuffle_covered(deck, rng)
    pool, group = deck.pool, deck.group
    assert group is not None  # (a _by_back deck)
    r = rng.random
    keys = [g + r() for g in group]
    return [pool[i] for i in sorted(range(len(keys)), key=keys.__getitem__)]


def _shuffle_covered(deck: _Deck, rng: random.Random) -> list[int]:
    """The new card of each place of a :func:`_covered_deck`: the covered places one
    after the other in a random order, each a card that fits it, drawn uniformly among
    those whose back the covered places still take; then the other places, each back's
    cards left uniformly permuted among that back's places."""
    assert deck.covered is not None
    places, pool = deck.places, deck.pool
    n_rest, fits, quota = deck.covered
    for _ in range(MAX_TRIES):
        left = dict(quota)
        taken: set[int] = set()
        new = [0] * len(places)
        order = list(range(n_rest, len(places)))
        rng.shuffle(order)
        for j in order:
            can = [d for d in fits[j - n_rest] if d not in taken and left[SET[d], AGE[d]] > 0]
            if not can:
                break  # (a dead end: another order)
            d = rng.choice(can)
            taken.add(d)
            left[SET[d], AGE[d]] -= 1
            new[j] = d
        else:
            by_back: dict[tuple[int, int], list[int]] = {}
            for d in pool:
                if d not in taken:
                    by_back.setdefault((SET[d], AGE[d]), []).append(d)
            for cards in by_back.values():
                rng.shuffle(cards)
            for j in range(n_rest):
                c = places[j]
                new[j] = by_back[SET[c], AGE[c]].pop()
            return new
    raise NoDeal(f"no deal of the covered board cards found in {MAX_TRIES} tries")


def relabel_state(state: State, sigma: dict[int, int], covered: frozenset = frozenset()) -> State:
    """A copy of ``state`` with each card ``c`` replaced by ``sigma[c]`` (others unchanged).

    ``sigma`` must map cards to cards of the same set and value, and never
    touch a card on a board (colours and icons would change), except the
    ``covered`` cards of a :func:`_covered_deck`, which it maps to cards that fit.
    """
    s = state.copy()
    get = sigma.get
    moved = sigma.keys()

    def sub(cards: list[int]) -> None:
        # (In place: a player's zone lists are shared with their attributes.)
        if cards and not moved.isdisjoint(cards):
            cards[:] = [get(c, c) for c in cards]

    for p in s.players:
        for zone in PLAYER_LIST_ZONES:
            sub(p.zones[zone])
    for set_piles in s.piles:
        for pile in set_piles:
            sub(pile)
    for zone in SHARED_LIST_ZONES:
        sub(s.shared[zone])
    for u in s.unlooked:
        sub(u)
    sub(s.revealed)
    sub(s.initial)
    if covered:
        for p in s.players:
            for stack in p.stacks:
                if not covered.isdisjoint(stack):
                    stack[:] = [get(c, c) if c in covered else c for c in stack]
    loc, owner, new_loc, new_owner = state.loc, state.owner, s.loc, s.owner
    for c, d in sigma.items():
        new_loc[d] = loc[c]
        new_owner[d] = owner[c]
    return s


def _card_lists(state: State, boards: bool = False) -> list[list[int]]:
    """Every card list of a state that a deal relabels (boards only for a
    :func:`_covered_deck`), in a fixed order."""
    lists = [p.zones[zone] for p in state.players for zone in PLAYER_LIST_ZONES]
    for set_piles in state.piles:
        lists.extend(set_piles)
    lists.extend(state.shared[zone] for zone in SHARED_LIST_ZONES)
    lists.extend(state.unlooked)
    lists.append(state.revealed)
    lists.append(state.initial)
    if boards:
        for p in state.players:
            lists.extend(p.stacks)
    return lists


class _Plan:
    """How to relabel one state by a deal of a :func:`_by_back` deck, fast.

    :func:`relabel_state` with ``sigma`` = {place card: its new card}, without
    the dict: a list that is a run of the deck's places (a supply pile whose
    cards are all hidden) becomes a slice of the new cards, the others are
    relabelled card by card, and only the cards that come to or leave a place
    outside the supply piles change their zone (within the supply, the deck
    keeps each card's pile: one back per pile).
    """

    def __init__(self, state: State, places: list[int], boards: bool = False) -> None:
        self.state = state
        self.boards = boards  # (covered board cards among the places)
        self.pos = pos = {c: j for j, c in enumerate(places)}
        self.runs: list[tuple[int, int, int]] = []  # (list, first place, end)
        self.cards: list[tuple[int, list[tuple[int, int]]]] = []  # (list, [(index, place)])
        for i, cards in enumerate(_card_lists(state, boards)):
            at = [pos.get(c) for c in cards]
            if not cards or all(j is None for j in at):
                continue
            first = at[0]
            if first is not None and at == list(range(first, first + len(at))):
                self.runs.append((i, first, first + len(at)))
            else:
                self.cards.append((i, [(k, j) for k, j in enumerate(at) if j is not None]))
        loc, owner = state.loc, state.owner
        # Places outside the supply piles: (place, zone, owner); their cards.
        self.special = [
            (j, loc[c], owner[c])
            for j, c in enumerate(places)
            if loc[c] != SUPPLY or owner[c] != -1
        ]
        self.leaving = [places[j] for j, _, _ in self.special]

    def relabel(self, new: list[int]) -> State:
        """A copy of the state with the card of place ``j`` replaced by ``new[j]``."""
        s = self.state.copy()
        lists = _card_lists(s, self.boards)
        for i, a, b in self.runs:
            lists[i][:] = new[a:b]
        for i, at in self.cards:
            cards = lists[i]
            for k, j in at:
                cards[k] = new[j]
        loc, owner = s.loc, s.owner
        for c in self.leaving:  # (to a supply pile, unless it comes to such a place again)
            loc[c] = SUPPLY
            owner[c] = -1
        for j, zone, who in self.special:
            d = new[j]
            loc[d] = zone
            owner[d] = who
        return s


class _Dealt:
    """A deal as ``sigma.get``: a place's card to its new card (None if it stays)."""

    __slots__ = ("new", "pos")

    def __init__(self, new: list[int], pos: dict[int, int]) -> None:
        self.new, self.pos = new, pos

    def get(self, card: int, default: int | None = None) -> int | None:
        j = self.pos.get(card)
        if j is None or self.new[j] == card:
            return default
        return self.new[j]


def relabel_answer(value, names: dict[str, str]):
    """An answer with the card names it contains renamed (``"meld X"``, ``"X"``, lists)."""
    if isinstance(value, str):
        if value in names:
            return names[value]
        verb, _, rest = value.partition(" ")
        if rest in names:
            return f"{verb} {names[rest]}"
        return value
    if isinstance(value, list):
        return [relabel_answer(v, names) for v in value]
    return value


def _zones(state: State) -> list:
    """Every card list of a state, in a fixed order (for comparing two states)."""
    out: list[list[int]] = []
    for p in state.players:
        out.extend(p.zones[z] for z in PLAYER_LIST_ZONES)
        out.extend(p.stacks)
    for set_piles in state.piles:
        out.extend(set_piles)
    out.extend(state.shared[z] for z in SHARED_LIST_ZONES)
    out.extend(state.unlooked)
    out.append(state.initial)
    return out


def _seen_as(e: Event, viewer: int) -> tuple:
    """An event as ``viewer`` sees it (a card they do not see by its back)."""
    card = e.card
    if card >= 0 and not e.visible_to(viewer):
        return _relabel_event(e, -1).data, (SET[card], AGE[card]), e.type, e.player, e.seen
    return e.data, card, e.type, e.player, e.seen


class Sampler:
    """Determinizations of one game for one player (found once, sampled many times).

    ``game`` must not change while the sampler is used.
    """

    def __init__(self, game: Game, viewer: int | str) -> None:
        self.game = game
        v = self.viewer = game.player_index(viewer)
        self.hidden = hidden_cards(game, v)
        hidden = set(self.hidden)
        self.start, self.n_start, self.answers = _action_start(game)
        # What a deal renames besides the state: the cards of events the viewer
        # did not see (by their index) and the answers naming hidden cards.
        self.unseen_events = _unseen_events(game.events, v, hidden)
        self.named_answers = _named_answers(game.history, hidden)
        # (Only the names that answers contain need renaming: found once.)
        named: set = set()
        for a in game.history:
            _collect_names(a, named)
        self.named_cards = [c for c in self.hidden if NAME[c] in named]
        self.knowledge = game.knowledge(v).copy()
        self.deck = _make_deck(game.state, self.hidden)
        self.covered = _covered_of(self.deck)
        self.numbers = _public_numbers(game)
        # Every deal relabels the same state, the action's start: planned once
        # (unless a hidden card was on a board then, other than a covered one:
        # relabel_state finds the deal inconsistent, since it never touches a board).
        places = self.deck.places
        loc, covered = self.start.loc, self.covered
        board = any(loc[c] == BOARD and c not in covered for c in places)
        self._plan = None if board else _Plan(self.start, places, bool(covered))
        self._real_zones: tuple | None = None
        self._at_start: tuple | None = None  # for step 2, found when first needed

    def sample(
        self,
        rng: random.Random,
        stats: dict | None = None,
        max_tries: int = MAX_TRIES,
        for_search: bool = False,
    ):
        """A determinization (see :func:`determinize`).

        ``for_search``: a game only to be played on, as a search's rollout does
        (``Game.resume``'s ``for_search``: no checkpoints, so it cannot be cloned
        inside an action, saved or undone); the same game otherwise.
        """
        if stats is None:
            stats = {}
        game, v = self.game, self.viewer
        for _ in range(max_tries):
            stats["tries"] = stats.get("tries", 0) + 1
            if self._plan is not None:
                new = _shuffle(self.deck, rng)
                sigma: _Dealt | dict[int, int] = _Dealt(new, self._plan.pos)
                det = self._replay(self._plan.relabel(new), sigma, for_search)
            else:
                sigma = _deal(self.deck, rng)
                state = relabel_state(self.start, sigma, self.covered)
                det = self._replay(state, sigma, for_search)
            if det is not None:
                if (not self.answers or self._same_zones(det, sigma)) and _same_public(
                    det, game, v, self.numbers
                ):
                    return self._finish(det, sigma, self.unseen_events, rng)
                discard(det)
            stats["rejections"] = stats.get("rejections", 0) + 1
        if self.answers:
            # Step 2: deal what the viewer knew when the action began, keep what
            # shows them what they saw since.
            if self._at_start is None:
                self._at_start = self._knowledge_at_start()
            deck0, unseen0, covered0 = self._at_start
            seen = [_seen_as(e, v) for e in game.events[self.n_start :]]
            for _ in range(max_tries):
                stats["tries"] = stats.get("tries", 0) + 1
                sigma = _deal(deck0, rng)
                det = self._replay_choosing(sigma, covered0, rng, for_search)
                if det is not None:
                    if (
                        len(det.events) == len(game.events)
                        and [_seen_as(e, v) for e in det.events[self.n_start :]] == seen
                        and _same_public(det, game, v, self.numbers)
                    ):
                        stats["from_action_start"] = stats.get("from_action_start", 0) + 1
                        return self._finish(det, sigma, unseen0, rng, keep_window=True)
                    discard(det)
                stats["rejections"] = stats.get("rejections", 0) + 1
        stats["failures"] = stats.get("failures", 0) + 1
        raise NoDeal(f"no deal consistent with what {game.names[v]} saw in {2 * max_tries} tries")

    # -- the steps ----------------------------------------------------------------

    def _replay(self, state: State, sigma, for_search: bool) -> Game | None:
        """The game from ``state`` (the action's start relabelled by ``sigma``), the
        answers since replayed (renamed); None if they do not fit."""
        names = self._names(sigma) if self.answers else None
        answers = [relabel_answer(a, names) for a in self.answers] if names else self.answers
        try:
            return self.game.resume(state, answers, self.n_start, for_search)
        except Exception:  # the rules went another way: not a consistent deal
            return None

    def _replay_choosing(
        self, sigma: dict[int, int], covered: frozenset, rng: random.Random, for_search: bool
    ) -> Game | None:
        """Step 2's replay: like :meth:`_replay`, except that another player's answer
        that no longer fits (it named a card the viewer did not see, now dealt
        elsewhere) is replaced by a random one: the viewer did not see which it was."""
        game, v = self.game, self.viewer
        names = self._names(sigma)
        try:
            state = relabel_state(self.start, sigma, covered)
            det = game.resume(state, [], self.n_start, for_search)
            for entry in self.answers:
                d = det.pending
                if d is None:
                    return None
                if isinstance(entry, dict):
                    det.play(entry)
                    continue
                answer = relabel_answer(entry, names)
                if d.who != v:
                    try:
                        d.parse(answer)
                    except InnoError:
                        answer = random_answer(d, rng)
                det.answer(answer)
        except Exception:  # the rules went another way: not a consistent deal
            return None
        return det

    def _names(self, sigma) -> dict[str, str]:
        """The renaming of the cards that answers name (old name to new)."""
        get = sigma.get
        return {NAME[c]: NAME[d] for c in self.named_cards if (d := get(c)) is not None}

    def _same_zones(self, det: Game, sigma: _Dealt | dict[int, int]) -> bool:
        """The replay ended in exactly the dealt current state."""
        if self._real_zones is None:
            real = self.game.state
            zones = _zones(real)
            cards = list(chain.from_iterable(zones))
            # Where the dealt state's card of each slot comes from, in ``new + cards``
            # (a deal's new cards by place, then the real ones): a place's index, or
            # past the new cards for a card the deal leaves alone.
            places = self.deck.places
            pos = {c: j for j, c in enumerate(places)}
            where = [pos.get(c, len(places) + k) for k, c in enumerate(cards)]
            self._real_zones = (
                [p.splays for p in real.players],
                list(map(len, zones)),
                cards,
                where,
            )
        splays, lengths, cards, where = self._real_zones
        state = det.state
        if [p.splays for p in state.players] != splays:
            return False
        zones = _zones(state)
        if list(map(len, zones)) != lengths:
            return False
        # Every zone's cards in one list, the real ones relabelled (in C).
        if isinstance(sigma, _Dealt):
            expected = list(map((sigma.new + cards).__getitem__, where))
        else:
            expected = list(map(sigma.get, cards, cards))
        return list(chain.from_iterable(zones)) == expected

    def _knowledge_at_start(self) -> tuple[_Deck, list[int], frozenset]:
        """Step 2's deck of hidden cards (what the viewer could not locate when the
        action began, and cannot now), the events to rename and the covered cards."""
        game, v = self.game, self.viewer
        at_start = game.resume(self.start.copy(), [], self.n_start, for_search=True)
        now = set(self.hidden)
        hidden0 = [c for c in hidden_cards(at_start, v) if c in now]
        deck0 = _make_deck(self.start, hidden0)
        discard(at_start)
        unseen0 = _unseen_events(game.events[: self.n_start], v, set(hidden0))
        return deck0, unseen0, _covered_of(deck0)

    def _finish(
        self,
        det: Game,
        sigma,
        unseen: list[int],
        rng: random.Random,
        keep_window: bool = False,
    ) -> Game:
        """Give ``det`` the real log and history with the dealt cards in them, and fresh
        random numbers."""
        game, v = self.game, self.viewer
        if keep_window:
            # (The replay's own events since the action began show the viewer
            # what they saw: keep them.)
            events = game.events[: self.n_start] + det.events[self.n_start :]
        elif not self.answers and len(det.events) == len(game.events) == self.n_start:
            events = det.events  # (already a copy of the real log: nothing was replayed)
        else:
            events = game.events[:]
        for i in unseen:
            e = events[i]
            d = sigma.get(e.card)
            if d is not None:
                events[i] = _relabel_event(e, d)
        # The viewer's card tracking is the real one (the events they saw are
        # the same, the others show the same backs); the others follow the deal.
        det.set_log(events, {v: self.knowledge.copy()})
        names = self._names(sigma)
        if names:
            history = det.history
            n_window = len(self.answers)
            for i in self.named_answers:
                if i < len(history) - n_window:
                    history[i] = relabel_answer(history[i], names)
        det.state.rng = rng.getrandbits(64)
        det.seed = det.state.rng
        det.origin = {"seed": det.seed}
        return det


def _relabel_event(e: Event, card: int) -> Event:
    """``e`` about ``card`` instead (an action's label names its card too; -1: no card)."""
    data = e.data
    if data is not None and any(isinstance(x, str) for x in data):
        old, new = NAME[e.card], NAME[card] if card >= 0 else "?"
        data = tuple(x.replace(old, new) if isinstance(x, str) else x for x in data)
    return Event(e.type, e.player, card, data, e.seen)


def _action_start(game: Game) -> tuple[State, int, list]:
    """The state when the current action began (at its action decision), the log's
    length then and the answers given since.

    The game's checkpoint may be a few actions older: the real game is replayed
    from it to the last action decision.
    """
    base, n_events, since = game.checkpoint()
    if not since:
        return base, n_events, []
    replay = game.resume(base.copy(), [], n_events, for_search=True)
    start, n_start, first = base, n_events, 0
    for i, entry in enumerate(since):
        if replay.top and i > 0:
            start, n_start, first = replay.state.copy(), len(replay.events), i
        replay.play(entry)
    discard(replay)
    return start, n_start, since[first:]


def _unseen_events(events: list[Event], viewer: int, cards: set[int]) -> list[int]:
    """The indexes of the events of ``cards`` that ``viewer`` did not see."""
    return [i for i, e in enumerate(events) if e.card in cards and not e.visible_to(viewer)]


def _collect_names(value, found: set) -> None:
    """Add to ``found`` the strings of an answer that :func:`relabel_answer` may rename."""
    if isinstance(value, str):
        found.add(value)
        found.add(value.partition(" ")[2])
    elif isinstance(value, list):
        for v in value:
            _collect_names(v, found)


def _named_answers(history: list, cards: set[int]) -> list[int]:
    """The indexes of the answers that name one of ``cards``."""
    marked = {NAME[c]: "" for c in cards}  # (renamed to a name no card has)
    return [i for i, a in enumerate(history) if relabel_answer(a, marked) != a]


def _same_public(det: Game, game: Game, viewer: int, numbers: list | None) -> bool:
    """The same decision as far as ``viewer`` can tell, and the same public numbers."""
    a, b = det.pending, game.pending
    if a is None or b is None:
        if a is not b:
            return False
    elif a.who != b.who or a.kind != b.kind:
        return False
    elif a.who == viewer:
        if a.prompt != b.prompt or a.options != b.options or a.min != b.min or a.max != b.max:
            return False
    elif a.prompt != b.prompt:
        # Another player's prompt may name their hidden cards: as the viewer reads it.
        if public_text(det, viewer, a.prompt) != public_text(game, viewer, b.prompt):
            return False
    # Scores, achievement counts and icons agree (karmas can make them read hidden cards).
    return _public_numbers(det) == numbers


def _public_numbers(game: Game) -> list | None:
    """Each player's score, achievement count and icons; None when no karma or set rule
    changes a query (then the backs decide them)."""
    from inno.engine import queries

    if game.rules.refresh is None:
        return None
    return [
        (queries.score(game, p), queries.achievement_count(game, p), queries.icons(game, p))
        for p in range(len(game.names))
    ]


def determinize(
    game: Game,
    viewer: int | str,
    rng: random.Random,
    stats: dict | None = None,
    max_tries: int = MAX_TRIES,
) -> Game:
    """A full game that ``viewer`` cannot tell from ``game``, its hidden cards dealt again.

    The result has the same pending decision as ``game`` (as ``viewer`` sees
    it); its cards are dealt from what ``viewer`` knows (see the module), with
    a fresh RNG state.  It can be played, cloned and answered like any game.
    ``stats`` (optional) counts ``tries``, ``rejections``,
    ``from_action_start`` and ``failures``.  Raises :class:`NoDeal` when no
    consistent deal is found.  To sample one position many times, make a
    :class:`Sampler` once.
    """
    return Sampler(game, viewer).sample(rng, stats, max_tries)
