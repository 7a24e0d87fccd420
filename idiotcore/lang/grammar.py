"""The words every language's sentences are built from, and the ways to word a slot that every
language shares: a card, several cards, a rank, what a card lands on, how often. Each is read
from the catalogue in the language in force, so a translator words them in the ``.po`` like any
sentence (``grammar.*``); the grammar that differs by language (a player's person, a verb) is
in :mod:`~idiotcore.lang.english` and :mod:`~idiotcore.lang.norwegian`.

>>> rank_word(13), rank_word(None), _a_rank(8, ""), _on(12, ""), _times(2, "")
('king', 'the empty pile', 'an 8', 'the queen', 'twice')
"""

from __future__ import annotations

from .card_names import SUIT_SYMBOLS, show, show_all
from .wording import LANGUAGES, Filler, Slot, phrase, register_fillers

__all__ = ["WORDS", "rank_word"]

_VALUES = (0, *range(2, 15))
"""The ranks a slot may hold: 2–14 (ace), and 0, a joker without effect."""
_NAMES = {11: "jack", 12: "queen", 13: "king", 14: "ace", 0: "joker without effect"}


def _article(value: int) -> str:
    name = _NAMES.get(value, str(value))
    return ("an " if name[0] in "a8" else "a ") + name


WORDS = {"en": {
    "grammar.EMPTY_PILE": "the empty pile",
    **{f"grammar.RANK_{v}": name for v, name in _NAMES.items()},
    **{f"grammar.A_RANK_{v}": _article(v) for v in _VALUES},
    **{f"grammar.THE_RANK_{v}": f"the {_NAMES.get(v, str(v))}" for v in _VALUES},
    "grammar.THE_CARD": "the {card:card}",
    "grammar.ON_CARD": "the {card:card} on the pile",
    "grammar.TIMES_1": "once",
    "grammar.TIMES_2": "twice",
    "grammar.TIMES_N": "{count} times",
    "grammar.COPIES_0": "none",
    "grammar.COPIES_1": "one",
    "grammar.COPIES_2": "two",
    "grammar.CARD_RJ": "red joker",
    "grammar.CARD_BJ": "black joker",
    "grammar.CARD_UNKNOWN": "an unknown card",
    "grammar.COLOUR_red": "red",
    "grammar.COLOUR_black": "black",
}}
"""The words sentences are built from, in the source language."""


def rank_word(value: int | None) -> str:
    """A rank for messages: ``"7"``, ``"king"``, ``"the empty pile"``."""
    if value is None:
        return phrase("grammar.EMPTY_PILE")
    return phrase(f"grammar.RANK_{value}") if value in _NAMES else str(value)


def _top(spot: Slot, _: str) -> str:
    """What a card lands on: a card (``7♣``), a rank with no card to show, the empty pile."""
    if spot is None:
        return phrase("grammar.EMPTY_PILE")
    return show(spot) if isinstance(spot, str) else phrase(f"grammar.A_RANK_{spot}")


def _on(spot: Slot, _: str) -> str:
    """What a classic play lands on: the card on the pile, a rank, the empty pile."""
    if spot is None:
        return phrase("grammar.EMPTY_PILE")
    if isinstance(spot, int):
        return phrase(f"grammar.THE_RANK_{spot}")
    return phrase("grammar.ON_CARD", card=spot)


def _below(card: Slot, _: str) -> str:
    """The card a classic play went on: ``the 7♣``, or the empty pile."""
    return phrase("grammar.EMPTY_PILE") if card is None else phrase("grammar.THE_CARD", card=card)


def _covered(spot: Slot, _: str) -> str:
    """What a joker lands on: the empty pile, a joker without effect (0), a card, a rank."""
    if spot is None:
        return phrase("grammar.EMPTY_PILE")
    if spot == 0:
        return phrase("grammar.A_RANK_0")
    return phrase("grammar.THE_CARD", card=spot) if isinstance(spot, str) else rank_word(spot)  # type: ignore[arg-type]


def _a_rank(value: Slot, _: str) -> str:
    """A rank with its article: ``a king``, ``an ace``, ``an 8``."""
    return phrase(f"grammar.A_RANK_{value}")


def _suit(suit: str) -> str:
    """A suit a jack binds: its symbol (``♦``), or a joker's colour (``red``, ``black``)."""
    return SUIT_SYMBOLS[suit] if suit in SUIT_SYMBOLS else phrase(f"grammar.COLOUR_{suit}")


def _times(count: Slot, _: str) -> str:
    """How often, in words: ``once``, ``twice``, ``3 times``."""
    if count in (1, 2):
        return phrase(f"grammar.TIMES_{count}")
    return phrase("grammar.TIMES_N", count=count)


def _copies(count: Slot, _: str) -> str:
    """How many copies the deck holds, in words: ``none``, ``one``, ``two``, ``3``."""
    return phrase(f"grammar.COPIES_{count}") if count in (0, 1, 2) else str(count)


FILLERS: dict[str, Filler] = {
    "card": lambda card, _: show(str(card)),
    "cards": lambda cards, _: show_all(cards),  # type: ignore[arg-type]
    "spaced": lambda cards, _: " ".join(map(show, cards)),  # type: ignore[arg-type]
    "rank": lambda value, _: rank_word(value),  # type: ignore[arg-type]
    "top": _top,
    "on": _on,
    "below": _below,
    "suit": lambda suit, _: _suit(str(suit)),
    "covered": _covered,
    "a_rank": _a_rank,
    "commas": lambda items, _: ", ".join(map(str, items)),  # type: ignore[arg-type]
    "codes": lambda cards, _: " ".join(map(str, cards)),  # type: ignore[arg-type]
    "times": _times,
    "copies": _copies,
}
"""The ways to word a slot that read their words from the catalogue, in every language."""
register_fillers(LANGUAGES, FILLERS)
