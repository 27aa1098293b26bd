"""Echoes of the Past, age 4.  One function per printed effect (texts: cards.json)."""
