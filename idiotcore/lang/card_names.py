"""Cards as people read them: ``7♥``, ``10♦``, ``red joker``. A card is its code (``7H``, ``TD``,
``RJ``, ``??``: the interchange spec's); these are its words, so they live with the other words
and the wording layer needs nothing from the data layer. The jokers' names and the unknown card
are templates (``grammar.CARD_*``, :mod:`~idiotcore.lang.grammar`), in the language in force.
"""

from __future__ import annotations

from collections.abc import Iterable

from .wording import phrase

RANK_NAMES = {
    "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8", "9": "9",
    "T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A",
}
"""A card code's rank letter, as printed on a card."""
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
"""A card code's suit letter, as its symbol."""
_WORDED = {"RJ": "grammar.CARD_RJ", "BJ": "grammar.CARD_BJ", "??": "grammar.CARD_UNKNOWN"}
"""The cards named by a word, not a rank and a suit: their templates."""


def show(card: str) -> str:
    """A card code for people to read: ``7♥``, ``10♦``, ``red joker``.

    >>> show("TD"), show("BJ")
    ('10♦', 'black joker')
    """
    if card in _WORDED:
        return phrase(_WORDED[card])
    return RANK_NAMES[card[0]] + SUIT_SYMBOLS[card[1]]


def show_all(cards: Iterable[str]) -> str:
    """Several cards for people to read: ``7♥ 7♦``; ``red joker, black joker``."""
    names = [show(c) for c in cards]
    return (", " if any(" " in n for n in names) else " ").join(names)
