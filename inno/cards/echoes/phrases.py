"""Phrases printed on several Echoes cards, written once."""

from inno.data.cards import BASE

# "A card of any value": a value from 1 to 10.
ANY_VALUE = range(1, 11)


def may_transfer_bottom_to_achievements(x, value: int):
    """ "If the {value} deck has at least one card, you may transfer its bottom card to the
    available achievements." (Chopsticks, Toothbrush, Seed Drill, Ice Cream)

    An age's deck is its base supply pile (the rulebook keeps expansion piles
    "underneath each deck").
    """
    pile = x.supply_pile(value, BASE)
    question = f"transfer the bottom card of the {value} deck to the available achievements?"
    if pile and (yield from x.may(question)):
        yield from x.transfer_to_achievements(pile[0])
