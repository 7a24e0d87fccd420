"""§16 No children's rules: no swaps, no sjanse, and no sequences unless an 8 starts a ladder."""

from __future__ import annotations

from ...model.cards import Card
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S16
CODES = (Code.NO_SEQUENCE,)


def refused(cards: tuple[Card, ...]) -> list[Reason]:
    """Why ``cards`` of several ranks, no ladder, can't be laid together."""
    return [Reason.of(Code.NO_SEQUENCE, RULE, "s16.NO_SEQUENCE", cards=cards, ladder=R.S8)]


WORDS = {
    "en": {
        "s16.NO_SEQUENCE": "{cards:cards}: cards laid together must be equal; a sequence is "
                           "allowed only as a ladder started by an 8 ({rule}, {ladder}).",
    },
}
