"""``x``: the context a card effect is written in.

Each effect is a generator function taking one argument ``x``, an
:class:`Effect`: who "you" are (``x.you``), whose dogma it is (``x.leader``,
the "I"/"my" of a demand), which card is executing (``x.card``), what kind of
effect it is (``x.kind``: ``demand``, ``compel``, ``non_demand``, ``echo``,
``karma``), and the vocabulary, split by rules concept:

* ``vocabulary.where``: players, zones, boards, values and what the board shows;
* ``vocabulary.verbs``: the rules verbs, each passing the door;
* ``vocabulary.choices``: every decision, in the one protocol.

Each part builds on the ones before it (``Where`` on ``Vocabulary``, which
declares what the parts read of the effect; ``Choices`` on ``Where``; ``Verbs``
on both), so that the type checker checks each method against what it uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from inno.engine.table import Table
from inno.engine.vocabulary.choices import Choices
from inno.engine.vocabulary.verbs import DogmaComplete, Verbs
from inno.engine.vocabulary.where import Where

if TYPE_CHECKING:
    from inno.engine.dogma import Run

__all__ = ["Effect", "DogmaComplete"]


class Effect(Verbs, Choices, Where):
    __slots__ = ("game", "state", "you", "leader", "card", "run", "kind")

    def __init__(
        self,
        game: Table,
        you: int,
        leader: int,
        card: int = -1,
        run: Run | None = None,
        kind: str = "non_demand",
    ) -> None:
        self.game = game
        self.state = game.state
        self.you = you  # "you" on the card: the player executing these instructions
        self.leader = leader  # the player whose dogma action this is ("I", "my")
        self.card = card  # the card whose effect is executing (-1 outside effects)
        self.run = run  # the dogma action's shared memory (see inno.engine.dogma.Run)
        self.kind = kind

    @property
    def memo(self) -> dict:
        """What this dogma action remembers across its effects and players."""
        run = self.run
        assert run is not None, "only the effects of a dogma action have its memory"
        return run.memo

    def as_player(self, player: int) -> Effect:
        """This effect as ``player`` executes it: for what the text has another player do
        ("each player reveals ...", "the single player with ... achieves it")."""
        return Effect(self.game, player, self.leader, self.card, self.run, self.kind)

    @property
    def demand(self) -> bool:
        """Is this a demand (or compel) effect?"""
        return self.kind in ("demand", "compel")
