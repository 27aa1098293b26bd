"""Echoes of the Past, age 6.  One function per printed effect (texts: cards.json)."""
