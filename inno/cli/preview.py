"""Who the free Dogma action on a displayed artifact (Artifacts) would reach, for the
start-of-turn choice: the same forecast the engine gives the action menu
(``dogma_targets``), which does not cover this choice.

Icon counts are public, so the preview tells the player nothing they could not count
themselves.  It follows the engine's Dogma action on a displayed card: the displayed
card's icons (as a top card shows them) are added to its owner's count, then the
engine's own sharing rule (``dogma.eligibility``) says who shares, is demanded or is
compelled.
"""

from __future__ import annotations

from inno.data.cards import DOGMA, ICONS, NAME, TOP_ICONS
from inno.engine import dogma, queries


def display_target(game, player: str) -> tuple[str, dict] | None:
    """The artifact ``player`` has on display and who its free Dogma action would reach,
    as a ``dogma_targets`` entry (icon, counts, share, demanded, compelled); None without
    one, or for a card without a featured icon."""
    leader = game.player_index(player)
    display = game.state.players[leader].display
    if not display:
        return None
    card = display[0]
    featured = queries.featured_icon(game, card)
    if featured < 0:
        return None
    counts = [queries.icons(game, q)[featured] for q in range(game.state.n)]
    counts[leader] += TOP_ICONS[card][featured]
    sharers, demanded, compelled = dogma.eligibility(game, leader, counts)
    kinds = {kind for kind, _ in DOGMA[card]}
    names = game.names
    return NAME[card], {
        "icon": ICONS[featured],
        "counts": {names[q]: n for q, n in enumerate(counts)},
        "share": [names[q] for q in sharers] if "non_demand" in kinds else [],
        "demanded": [names[q] for q in demanded] if "demand" in kinds else [],
        "compelled": [names[q] for q in compelled] if "compel" in kinds else [],
    }
