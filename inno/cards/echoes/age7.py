"""Echoes of the Past, age 7.  One function per printed effect (texts: cards.json)."""
