"""The code of every card's effects, one package per set (the card data is inno.data)."""


def load_effects() -> None:
    """Import the card modules, which register their effects."""
    from inno.cards import artifacts, base, echoes, figures  # noqa: F401
