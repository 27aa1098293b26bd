"""Card data and the code of every card's effects, one package per set."""


def load_effects() -> None:
    """Import the card modules, which register their effects."""
    from inno.cards import artifacts, base, echoes, figures  # noqa: F401
