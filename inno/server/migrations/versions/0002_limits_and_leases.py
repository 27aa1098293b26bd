"""Games: their human and mcts seats and when they last moved (the limits), whether a bot
is to decide, and which process plays their bots (a lease).

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


# Plain ADD COLUMNs, never a batch (SQLite would copy the games table and drop the old
# one, and with foreign keys on, that deletes every game's seats and answers).
def columns() -> list[sa.Column]:
    return [
        sa.Column("humans", sa.Integer, nullable=False, server_default="0"),
        sa.Column("mcts", sa.Integer, nullable=False, server_default="0"),
        sa.Column("moved", sa.Float, nullable=False, server_default="0"),
        sa.Column("bot_turn", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("bot_owner", sa.String(32), nullable=True),
        sa.Column("bot_lease", sa.Float, nullable=True),
    ]


def upgrade() -> None:
    for column in columns():
        op.add_column("games", column)
    for name, kind in (("humans", "human"), ("mcts", "mcts")):
        op.execute(
            f"UPDATE games SET {name} = (SELECT count(*) FROM seats"
            f" WHERE seats.game_id = games.id AND seats.kind = '{kind}')"
        )
    # A game without a human still playing always waits for a bot; a game with one is
    # resumed when somebody opens it, as before.
    op.execute(
        sa.text(
            "UPDATE games SET bot_turn = :yes WHERE humans = 0 AND status = 'playing'"
        ).bindparams(yes=True)
    )
    op.create_index("ix_games_status", "games", ["status"])


def downgrade() -> None:
    op.drop_index("ix_games_status", "games")
    for column in reversed(columns()):
        op.drop_column("games", column.name)
