"""O8 Sequences (switch ``sequences``): consecutive ranks laid at once, 10 skipped, A-2-3 wrapping."""

from __future__ import annotations

import itertools

from ...model.cards import ACE, JACK, KING, QUEEN, VALUE, Card
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.O8
SWITCH = "sequences"
CODES = (Code.BAD_SEQUENCE, Code.LEGAL)
SEQUENCE = (3, 4, 5, 6, 7, 8, 9, JACK, QUEEN, KING, ACE, 2)
"""The ranks in sequence order: 10 skipped, wrapping A-2-3."""


def is_sequence(cards: tuple[Card, ...]) -> bool:
    """Do ``cards`` climb the sequence order one rank at a time?"""
    steps = [SEQUENCE.index(VALUE[c]) if VALUE[c] in SEQUENCE else -1 for c in cards]
    return -1 not in steps and all((b - a) % len(SEQUENCE) == 1
                                   for a, b in itertools.pairwise(steps))


def refused(cards: tuple[Card, ...]) -> list[Reason]:
    """Why ``cards`` are not a sequence."""
    return [Reason.of(Code.BAD_SEQUENCE, RULE, "o8.BAD_SEQUENCE", cards=cards)]


def laid(cards: tuple[Card, ...]) -> Reason:
    """The note on a sequence laid."""
    return Reason.of(Code.LEGAL, RULE, "o8.LEGAL", cards=cards)


WORDS = {
    "en": {
        "o8.BAD_SEQUENCE": "{cards:cards} is not a sequence (consecutive ranks, 10 skipped, "
                           "A-2-3 wrapping).",
        "o8.LEGAL": "{cards:cards} is a sequence ({rule}).",
    },
}
