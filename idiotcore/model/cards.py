"""Cards and decks: the card codes of the interchange spec (``7H``, ``TD``, ``RJ``, ``??``).

A card is its canonical code, a plain ``str``: cheap to hash, compare and write as JSON.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable

from ..lang.card_names import SUIT_SYMBOLS
from .errors import InputError

Card = str
"""A canonical card code: rank + suit (``"7H"``, ``"TD"``), ``"RJ"``/``"BJ"``, or ``"??"``."""

RANKS = "23456789TJQKA"
SUITS = "CDHS"
JOKERS = ("RJ", "BJ")
UNKNOWN: Card = "??"

_SYMBOL_SUITS = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
"""Suit symbols, read on input as the suit's letter (``Q♦`` is ``QD``)."""

JOKER_VALUE = 0
"""A joker's value: below every rank (a joker whose effect is lost counts as 0, §15)."""
UNKNOWN_VALUE = -1
"""The value of a card typed as ``??``: no rank at all."""

VALUE: dict[Card, int] = {}
"""Numeric rank of every card: 2–14 (jack 11, queen 12, king 13, ace 14); jokers
:data:`JOKER_VALUE`, unknown :data:`UNKNOWN_VALUE`."""
for _r, _rank in enumerate(RANKS, start=2):
    for _suit in SUITS:
        VALUE[_rank + _suit] = _r
for _joker in JOKERS:
    VALUE[_joker] = JOKER_VALUE
VALUE[UNKNOWN] = UNKNOWN_VALUE

RED = frozenset(c for c in VALUE if c[-1] in "DH" or c == "RJ")
"""Red cards (diamonds, hearts and the red joker)."""

JACK, QUEEN, KING, ACE = 11, 12, 13, 14


class CardError(InputError):
    """A card code that does not name a card."""


def parse_card(text: str) -> Card:
    """Read a card code in any case, with ``10`` for ``T`` and suit symbols allowed.

    >>> parse_card("10h"), parse_card("q♦"), parse_card("rj"), parse_card("??")
    ('TH', 'QD', 'RJ', '??')

    :raises CardError: if the text names no card.
    """
    if text in VALUE:  # already a canonical code (most are)
        return text
    code = text.strip().upper()
    if code in ("RJ", "BJ"):
        return code
    if code.startswith("10"):
        code = "T" + code[2:]
    if len(code) == 2:
        code = code[0] + _SYMBOL_SUITS.get(code[1], code[1])
        if code in VALUE:
            return code
    raise CardError("input.NOT_A_CARD", text=text)


def is_joker(card: Card) -> bool:
    """True for the red and the black joker."""
    return card in JOKERS


def is_red(card: Card) -> bool:
    """True for diamonds, hearts and the red joker."""
    return card in RED


@functools.cache
def deck(decks: int = 1, jokers: int = 0) -> tuple[Card, ...]:
    """All cards of ``decks`` 52-card decks plus ``jokers`` jokers per deck (0 or 2), unshuffled.

    >>> len(deck()), len(deck(2, jokers=2))
    (52, 108)
    """
    one = [rank + s for s in SUITS for rank in RANKS] + list(JOKERS[:jokers])
    return tuple(one * decks)


def shuffled(cards: Iterable[Card], seed: int | str | None) -> tuple[Card, ...]:
    """The cards in a reproducible random order for ``seed``."""
    pile = list(cards)
    random.Random(seed).shuffle(pile)
    return tuple(pile)
