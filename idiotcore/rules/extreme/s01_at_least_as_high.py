"""§1 Course of play, the card part: a card goes on one at least as high, unless its own
paragraph says otherwise (R1)."""

from __future__ import annotations

from ...model.cards import VALUE, Card, is_joker
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from . import s06_six

RULE = R.S1
CODES = (Code.TOO_LOW,)


OVER_ANYTHING = (2, 10)
"""Ranks whose paragraphs let them go on any rank (a joker too, §15), their other limits
(a king, a demand) judged before."""


def refusal(card: Card, under: int) -> Code | None:
    """May ``card`` go on the rank ``under``, no demand or ban standing in its way? None, or
    the refusal's code: lower, unless a 2, a 10, a joker, or a 6 on a queen (§6)."""
    if is_joker(card) or VALUE[card] in OVER_ANYTHING or s06_six.goes_on_queen(card, under):
        return None
    return Code.TOO_LOW if VALUE[card] < under else None


def refused(card: Card, top: Card | int | None) -> list[Reason]:
    """Why ``card`` can't go on ``top``: it is lower."""
    return [Reason.of(Code.TOO_LOW, RULE, "s01.TOO_LOW", card=card, top=top)]


WORDS = {
    "en": {
        "s01.TOO_LOW": "{card:card} can't go on {top:top}: the {card:card} is lower ({rule}).",
    },
}
