"""Echoes of the Past, age 9.  One function per printed effect (texts: cards.json)."""
