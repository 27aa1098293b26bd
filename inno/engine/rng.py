"""The game's own random numbers: SplitMix64 on one integer of state.

The whole generator state is a single int stored in the game state, so it
serialises trivially and replays identically on every Python version (unlike
``random.Random``, whose algorithms are not promised to stay the same).
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, random 64-bit value)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, a uniform integer in [0, n))."""
    # Rejection sampling keeps it exactly uniform.
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, r = next_u64(state)
        if r < limit:
            return state, r % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
