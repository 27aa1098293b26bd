"""Echoes of the Past, age 8.  One function per printed effect (texts: cards.json)."""
