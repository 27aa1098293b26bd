"""The game's own random numbers: SplitMix64 on one integer of state.

The whole generator state is a single int stored in the game state, so it
serialises trivially and replays identically on every Python version (unlike
``random.Random``, whose algorithms are not promised to stay the same).
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_2_64 = 1 << 64
_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, a uniform integer in [0, n)): SplitMix64 steps, with rejection
    sampling to keep it exactly uniform."""
    limit = _2_64 - (_2_64 % n)
    while True:
        state = (state + _GAMMA) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        if z < limit:
            return state, z % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
