"""§5 Five: a 5 goes on anything and is transparent: the card under it decides."""

from __future__ import annotations

from ...model.cards import VALUE, Card
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S5
CODES = (Code.TRANSPARENT, Code.LEGAL)


def is_five(card: Card) -> bool:
    """A 5: it goes on anything, and the next card answers what lies under it."""
    return VALUE[card] == 5


def on_top(five: Card, under: Card | None) -> Reason:
    """The note that the ``five`` on top lets the card ``under`` it decide."""
    return Reason.of(Code.TRANSPARENT, RULE, "s05.TRANSPARENT", card=five, under=under)


def laid(who: str, cards: tuple[Card, ...], below: Card | None) -> Reason:
    """``who`` lays 5s on ``below`` (None: the empty pile), which still decides."""
    if below is None:
        return Reason.of(Code.LEGAL, RULE, "s05.LEGAL.empty", who=who, cards=cards)
    return Reason.of(Code.LEGAL, RULE, "s05.LEGAL", who=who, cards=cards, below=below)


def rides_along() -> Reason:
    """The note on an answer to nines with 5s in it: they ride along, answering nothing."""
    return Reason.of(Code.TRANSPARENT, RULE, "s05.TRANSPARENT.answer")


WORDS = {
    "en": {
        "s05.TRANSPARENT": "The {card:card} on top is transparent: {under:below} under it "
                           "decides ({rule}).",
        "s05.LEGAL": "{who:does lays} {cards:spaced} on {below:below}; a 5 is transparent, so "
                     "the next player answers {below:below} ({rule}).",
        "s05.LEGAL.empty": "{who:does lays} {cards:spaced} on the empty pile; a 5 is "
                           "transparent, so the pile still counts as empty ({rule}).",
        "s05.TRANSPARENT.answer": "A 5 is transparent: it may ride along in an answer, but it "
                                  "answers nothing and does not count toward the cards owed "
                                  "({rule}).",
    },
}
