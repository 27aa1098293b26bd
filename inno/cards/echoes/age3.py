"""Echoes of the Past, age 3.  One function per printed effect (texts: cards.json)."""
