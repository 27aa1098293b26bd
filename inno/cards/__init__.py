"""The code of every card's effects, one package per set (the card data is inno.data).

Each set's package holds the code of its cards as one value, ``CODE`` (an
:class:`~inno.engine.registry.CardCode`); the ruleset of a game joins those of the sets
in play (``inno.engine.ruleset.card_code``). Importing a package declares nothing
anywhere else.
"""
