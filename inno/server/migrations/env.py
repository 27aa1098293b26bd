"""Alembic's environment: runs on the connection that inno.server.db.migrate passes."""

from __future__ import annotations

from alembic import context
from sqlalchemy import text

from inno.server.db import Base

connection = context.config.attributes["connection"]
if connection.dialect.name == "postgresql":
    # Several app processes may start at once: one migrates, the others wait.
    connection.execute(text("SELECT pg_advisory_xact_lock(74657)"))
context.configure(connection=connection, target_metadata=Base.metadata)
with context.begin_transaction():
    context.run_migrations()
