"""C9 The two: a 2 goes on anything, and anything goes on a 2."""

from __future__ import annotations

from ...model.cards import VALUE, Card
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.C9
CODES = (Code.NOT_EQUAL, Code.LEGAL)


def is_two(card: Card) -> bool:
    """A 2: it goes on anything and resets the pile."""
    return VALUE[card] == 2


def alone(cards: tuple[Card, ...]) -> list[Reason]:
    """Why a 2 can't have other cards with it (without O7 or P5)."""
    return [Reason.of(Code.NOT_EQUAL, RULE, "c09.NOT_EQUAL", cards=cards, extra=R.O7)]


def after_two(cards: tuple[Card, ...]) -> Reason:
    """The note on ``cards`` laid on a 2."""
    return Reason.of(Code.LEGAL, RULE, "c09.LEGAL.after", cards=cards)


def laid(cards: tuple[Card, ...], rule: str = RULE) -> Reason:
    """The note on a 2 laid (cited as ``rule``: P5 in the Portuguese version)."""
    return Reason.of(Code.LEGAL, rule, "c09.LEGAL", cards=cards)


WORDS = {
    "en": {
        "c09.NOT_EQUAL": "{cards:cards}: a 2 is laid on its own; another card may follow it "
                         "only with optional rule {extra} ({rule}).",
        "c09.LEGAL.after": "After a 2 anything may follow: {cards:cards} ({rule}).",
        "c09.LEGAL": "A 2 may go on anything: {cards:cards} ({rule}).",
    },
}
