"""Echoes of the Past, age 5.  One function per printed effect (texts: cards.json)."""
