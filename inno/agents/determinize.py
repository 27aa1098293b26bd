"""Determinization: a full game consistent with what one player knows.

Information-set search (``inno.agents.mcts``) cannot look at the real hidden
cards, so each iteration plays on a *determinization*: a complete game whose
hidden cards were dealt again, at random, among the places the player cannot
see, as the player could imagine them.

What the player knows (the model)
---------------------------------
A card is *located* for the viewer when

* the viewer's card tracking (``Game.knowledge``, ``inno.engine.tracking``)
  knows where it is (they saw it go there and it cannot have left since), or
* it is in a public zone (boards, the Artifacts display, special achievements,
  relics, decrees), or in the viewer's own hand, score pile, forecast or
  achievements (except cards drawn face down and not looked at yet: the
  view's ``could_be`` counts the viewer's own standard achievements as
  located, so they are), or it is a special achievement, relic or decree in
  somebody's achievements (shown by name).

Every other card is *hidden*: the other players' hands, score pile and
forecasts (unless tracked), the standard achievements (available or claimed
by others),
the supply piles (their order), removed cards, the viewer's own face-down
cards.  Each hidden place shows its *back* (set and value), so a consistent
deal puts in each hidden place a hidden card of the same back.  Deals are
sampled uniformly: within each back, the hidden cards are permuted uniformly
at random (a uniform permutation of the cards of each back gives each deal,
as sets per hand and as orders per supply pile, the same probability).
Located cards stay exactly where they are (a card the viewer saw returned to
the bottom of a supply pile stays there).

The game's random numbers are hidden too: a determinization gets a fresh
random RNG state, so a future shuffle is not known in advance.

Mid-action decisions
--------------------
The engine is a generator that cannot be copied; ``Game`` keeps a checkpoint
(the state at the last action decision) and the answers given since.  A
determinization relabels the checkpoint with the same permutation, renames the
cards named in the answers since, and replays them.  When the rules did not
branch on a hidden card's face during those few answers, the replay ends in
exactly the permuted current state with the same decision pending; when they
did (an effect that looked at a card the viewer cannot see), the deal is
rejected and another drawn.  Rejection keeps the sampling uniform over the
accepted deals, which are the ones consistent with what the player saw in
that window too.  When an effect in that window moved cards by a hidden
property (Classification takes every card of one colour from each hand), few
full deals are accepted: after ``RESTRICT_AFTER`` rejections the cards moved
since the checkpoint keep their places and only the others are dealt again
(``stats["restricted"]``; less uniform for those few cards, still
consistent).  After ``max_tries`` rejections the sampler gives up and returns
the real game (``stats["fallbacks"]``).

The determinized game's log is the real one (the viewer's view, log included,
is the real view); other players' card tracking in it follows that real log,
so it may be stale for cards that moved.  It is a game to search in, not to
show anybody.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from inno.cards.data import AGE, KIND, NAME, SET
from inno.engine.state import (
    ACHIEVEMENTS,
    BOARD,
    DECREES,
    DISPLAY,
    PLAYER_LIST_ZONES,
    RELICS,
    SHARED_LIST_ZONES,
    SPECIAL,
    State,
)

if TYPE_CHECKING:
    from inno.engine.game import Game

# Zones whose cards everybody sees.
_PUBLIC_ZONES = frozenset((BOARD, SPECIAL, DISPLAY, RELICS, DECREES))

# How many deals to try before giving up on a mid-action position, and after
# how many failed full deals the cards moved since the checkpoint stay put.
MAX_TRIES = 64
RESTRICT_AFTER = 16


def hidden_cards(game: Game, viewer: int) -> list[int]:
    """The cards in play that ``viewer`` cannot locate (see the module's model).

    In the order of their places (players' zones, supply piles, shared zones),
    so that two games ``viewer`` cannot tell apart list the same cards' places
    in the same order.
    """
    s = game.state
    known = game.knowledge(viewer).place
    unlooked = s.unlooked[viewer]
    hidden = []
    for i, p in enumerate(s.players):
        for zone in PLAYER_LIST_ZONES:
            if zone in _PUBLIC_ZONES:
                continue
            for card in p.zones[zone]:
                if card in known:
                    continue
                if i == viewer and card not in unlooked:
                    # (The view's ``could_be`` counts the viewer's own standard
                    # achievements as located too, so they stay put.)
                    continue
                if zone == ACHIEVEMENTS and KIND[card] != "age":
                    continue  # special achievements, relics and decrees show their names
                hidden.append(card)
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
    by_back: dict[tuple[int, int], list[int]] = {}
    for card in cards:
        by_back.setdefault((SET[card], AGE[card]), []).append(card)
    sigma: dict[int, int] = {}
    for group in by_back.values():
        shuffled = sorted(group)
        rng.shuffle(shuffled)
        sigma.update(zip(group, shuffled, strict=True))
    return sigma


def relabel_state(state: State, sigma: dict[int, int]) -> State:
    """A copy of ``state`` with each card ``c`` replaced by ``sigma[c]`` (others unchanged).

    ``sigma`` must map cards to cards of the same set and value, and never
    touch a card on a board (colours and icons would change).
    """
    s = state.copy()
    get = sigma.get

    def sub(cards: list[int]) -> None:
        for i, c in enumerate(cards):
            d = get(c)
            if d is not None:
                cards[i] = d

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
    loc, owner = state.loc, state.owner
    for c, d in sigma.items():
        s.loc[d] = loc[c]
        s.owner[d] = owner[c]
    return s


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
    out = []
    for p in state.players:
        out.extend(p.zones[z] for z in PLAYER_LIST_ZONES)
        out.extend(p.stacks)
        out.append(p.splays)
    for set_piles in state.piles:
        out.extend(set_piles)
    out.extend(state.shared[z] for z in SHARED_LIST_ZONES)
    out.extend(state.unlooked)
    out.append(state.initial)
    return out


def _same_decision(a, b, viewer: int) -> bool:
    """The same decision as far as ``viewer`` can tell (all of it when it is theirs)."""
    if a is None or b is None:
        return a is b
    if a.who != b.who or a.kind != b.kind or a.prompt != b.prompt:
        return False
    # Another player's options may name their hidden cards: the viewer never sees them.
    return a.who != viewer or (a.options == b.options and a.min == b.min and a.max == b.max)


def determinize(
    game: Game,
    viewer: int | str,
    rng: random.Random,
    stats: dict | None = None,
    max_tries: int = MAX_TRIES,
) -> Game:
    """A full game that ``viewer`` cannot tell from ``game``, its hidden cards dealt again.

    The result has the same pending decision as ``game``; its state is the
    real one with the cards ``viewer`` cannot locate permuted uniformly among
    the hidden places of their back, and a fresh RNG state.  It can be
    played, cloned and answered like any game.  ``stats`` (optional) counts
    ``tries``, ``rejections`` and ``fallbacks``.
    """
    v = game.player_index(viewer)
    if stats is None:
        stats = {}
    hidden = hidden_cards(game, v)
    real = game.state
    base, n_events, since = game.checkpoint()
    # Cards that moved since the checkpoint (for the restricted deals, below).
    touched = {e.card for e in game.events[n_events:] if e.card >= 0}
    free = [c for c in hidden if c not in touched]
    for attempt in range(max_tries):
        stats["tries"] = stats.get("tries", 0) + 1
        if attempt < RESTRICT_AFTER or not since:
            sigma = sample_permutation(hidden, rng)
        else:
            # Few full deals replay the same way (an effect moved cards by a
            # hidden property, e.g. Classification takes all cards of one
            # colour from every hand): keep the cards moved since the
            # checkpoint where they are and deal the others.
            stats["restricted"] = stats.get("restricted", 0) + 1
            sigma = sample_permutation(free, rng)
        sigma = {c: d for c, d in sigma.items() if c != d}
        names = {NAME[c]: NAME[d] for c, d in sigma.items()}
        try:
            det = game.resume(
                relabel_state(base, sigma), [relabel_answer(a, names) for a in since], n_events
            )
        except Exception:  # the rules went another way: not a consistent deal
            stats["rejections"] = stats.get("rejections", 0) + 1
            continue
        if not _same_decision(det.pending, game.pending, v) or (
            since
            and (
                _zones(det.state) != _zones(relabel_state(real, sigma))
                or len(det.events) != len(game.events)
            )
        ):
            stats["rejections"] = stats.get("rejections", 0) + 1
            continue
        if not _same_public_numbers(det, game):
            stats["rejections"] = stats.get("rejections", 0) + 1
            continue
        det.adopt_log(game)  # what the viewer saw: the real log (card tracking follows it)
        det.state.rng = rng.getrandbits(64)
        return det
    stats["fallbacks"] = stats.get("fallbacks", 0) + 1
    return game.clone()


def _same_public_numbers(det: Game, game: Game) -> bool:
    """Scores, achievement counts and icons agree (karmas can make them read hidden cards)."""
    from inno.engine import queries

    if det.refresh is None:  # no karma or set rule changes a query: backs decide them
        return True
    for p in range(len(game.names)):
        if queries.score(det, p) != queries.score(game, p):
            return False
        if queries.achievement_count(det, p) != queries.achievement_count(game, p):
            return False
        if queries.icons(det, p) != queries.icons(game, p):
            return False
    return True
