"""Innovation for learning code: a PettingZoo AEC environment and its encodings.

>>> from inno.env import env
>>> e = env(players=2, expansions=["echoes"])
>>> e.reset(seed=1)
>>> observation, reward, terminated, truncated, info = e.last()
>>> sorted(observation)
['action_mask', 'observation']

``env(**config)`` / ``raw_env(**config)`` (see :class:`inno.env.aec.InnoEnv`);
:mod:`inno.env.actions` is the fixed action space (no numpy needed) and
:mod:`inno.env.observation` the observation tensor (read from the game's
state through the view's information boundary), :mod:`inno.env.vector` many
games stepped together (Gymnasium's vector API).  ``docs/research-api.md``
documents them.  The PettingZoo parts are imported only when asked for, so
``import inno`` (and ``inno.env.actions``) never needs pettingzoo or numpy.
"""

from __future__ import annotations

from typing import Any

__all__ = ["env", "raw_env", "InnoEnv"]


def env(**config: Any):
    """The wrapped PettingZoo AEC environment (``players``, ``expansions``, ``options``...)."""
    from inno.env.aec import env as make

    return make(**config)


def raw_env(**config: Any):
    """The unwrapped environment (an :class:`inno.env.aec.InnoEnv`)."""
    from inno.env.aec import InnoEnv

    return InnoEnv(**config)


def __getattr__(name: str) -> Any:
    if name == "InnoEnv":
        from inno.env.aec import InnoEnv

        return InnoEnv
    raise AttributeError(f"module 'inno.env' has no attribute {name!r}")
