"""The card data (``cards.json``) and its tables (:mod:`inno.data.cards`): the bottom layer,
below the engine."""
