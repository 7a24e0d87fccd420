"""§5 Five: a 5 goes on anything and is transparent: the card under it decides."""

from __future__ import annotations

import dataclasses

from ...model.cards import VALUE, Card
from ...model.pile import PileView
from ...model.powers import Laying, Power
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from . import s02_two

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


def lays_on(view: PileView, by: int) -> PileView:
    """The pile a 5 leaves (a joker acting as one too): the card below shows through; laid by
    the owner of a 2 on top, it is the card owed on it."""
    if view.demand == s02_two.DEMAND and view.owner == by:
        return dataclasses.replace(view, owner=None)
    return view


def note(laying: Laying) -> Reason:
    """5s laid: they go on anything."""
    return laid(laying.who, laying.cards, laying.below)


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


POWER = Power(rank=5, rule=RULE, see_through=lays_on, note=note)
"""What a 5 does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""
