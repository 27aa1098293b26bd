"""Echoes of the Past, age 10.  One function per printed effect (texts: cards.json)."""
