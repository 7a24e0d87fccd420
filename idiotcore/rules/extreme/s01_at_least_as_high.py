"""§1 Course of play, the card part: a card goes on one at least as high, unless its own
paragraph says otherwise (R1)."""

from __future__ import annotations

from ...cards import Card
from ...rulebook import R
from ...verdict import Code, Reason

RULE = R.S1
CODES = (Code.TOO_LOW,)


def refusal(value: int, under: int) -> Code | None:
    """May a card of rank ``value`` go on the rank ``under``? None, or the refusal's code."""
    return Code.TOO_LOW if value < under else None


def refused(card: Card, top: Card | int | None) -> list[Reason]:
    """Why ``card`` can't go on ``top``: it is lower."""
    return [Reason.of(Code.TOO_LOW, RULE, "s01.TOO_LOW", card=card, top=top)]


WORDS = {
    "en": {
        "s01.TOO_LOW": "{card:card} can't go on {top:top}: the {card:card} is lower ({rule}).",
    },
}
