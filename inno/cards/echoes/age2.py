"""Echoes of the Past, age 2.  One function per printed effect (texts: cards.json)."""
