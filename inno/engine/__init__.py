"""The rules engine: pure, deterministic, no I/O (see docs/architecture.md)."""
