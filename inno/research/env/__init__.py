"""Innovation for learning code: a PettingZoo AEC environment and its encodings.

>>> from inno.research.env import env
>>> e = env(players=2, expansions=["echoes"])
>>> e.reset(seed=1)
>>> observation, reward, terminated, truncated, info = e.last()
>>> sorted(observation)
['action_mask', 'observation']

``env(**config)`` / ``raw_env(**config)`` (see :class:`inno.research.env.aec.InnoEnv`);
:mod:`inno.research.env.actions` is the fixed action space (no numpy needed) and
:mod:`inno.research.env.observation` the observation tensor (read from the game's
state through the view's information boundary), :mod:`inno.research.env.vector` many
games stepped together (Gymnasium's vector API).  ``docs/research-api.md``
documents them.  The PettingZoo parts are imported only when asked for, so
``import inno`` (and ``inno.research.env.actions``) never needs pettingzoo or numpy.
"""

from __future__ import annotations

from typing import Any

__all__ = ["env", "raw_env", "InnoEnv"]


def env(**config: Any):
    """The wrapped PettingZoo AEC environment (``players``, ``expansions``, ``options``...)."""
    from inno.research.env.aec import env as make

    return make(**config)


def raw_env(**config: Any):
    """The unwrapped environment (an :class:`inno.research.env.aec.InnoEnv`)."""
    from inno.research.env.aec import InnoEnv

    return InnoEnv(**config)


def __getattr__(name: str) -> Any:
    if name == "InnoEnv":
        from inno.research.env.aec import InnoEnv

        return InnoEnv
    raise AttributeError(f"module 'inno.research.env' has no attribute {name!r}")
