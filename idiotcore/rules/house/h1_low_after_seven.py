"""H1 Seven or lower (switch ``low_after_seven``, classic Idiot): after a 7 the next card is a
7 or lower; a 2 or a 10 (a joker as a ten, O1) still goes, as it goes on anything (C3, C9, C10).

>>> from idiotcore import check, from_notation
>>> table = from_notation("classic,low_after_seven/0/A:5C9D::;B:xxxxxx::/1.7H/20/0")
>>> check(table, "play 9D").reasons[0].rule, check(table, "play 5C").legal
('H1', True)
"""

from __future__ import annotations

from typing import Final

from ...model.cards import Card
from ...model.pile import Effect, PileView
from ...model.powers import HouseRule, Power, Top
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from ..optional import o1_jokers_as_tens

RULE = R.H1
SWITCH = "low_after_seven"
CODES = (Code.AFTER_SEVEN, Code.EFFECT)
DEMAND: Final = "seven"
"""The demand a 7 leaves on the pile."""
HIGHEST = 7
"""The highest rank that may follow a 7."""


def effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool, joker: bool
           ) -> Effect:
    """A 7 laid: the next card must be a 7 or lower."""
    return Effect(demand=DEMAND)


def follows(view: PileView, card: Card) -> Code | None:
    """What may follow a 7 (a 2 or a 10 is let through before): None, or the refusal's
    code."""
    return None if o1_jokers_as_tens.value(card) <= HIGHEST else Code.AFTER_SEVEN


def refused(card: Card, top: Top, view: PileView) -> list[Reason]:
    """Why ``card`` can't go on the 7 ``top``."""
    return [Reason.of(Code.AFTER_SEVEN, RULE, "h1.AFTER_SEVEN", card=card, top=top)]


def permission(card: Card) -> Reason:
    """A card that went on a 7: a 7 or lower."""
    return Reason.of(Code.EFFECT, RULE, "h1.EFFECT.answered", card=card)


def asks(view: PileView, seat: int) -> list[Reason]:
    """What a 7 on top asks of the next player."""
    return [Reason.of(Code.EFFECT, RULE, "h1.EFFECT.next")]


WORDS = {
    "en": {
        "h1.AFTER_SEVEN": "{card:card} can't go on {top:top}: after a seven the next card must "
                          "be a seven or lower, or a 2 or a 10 ({rule}).",
        "h1.EFFECT.answered": "The {card:card} goes on the 7: a seven or lower ({rule}).",
        "h1.EFFECT.next": "The next player must lay a seven or lower, or a 2 or a 10 ({rule}).",
    },
}

HOUSE = HouseRule(SWITCH, Power(rank=7, rule=RULE, effect=effect, demand=DEMAND, binding=True,
                                follows=follows, refusals={Code.AFTER_SEVEN: refused},
                                permission=permission, asks=asks))
"""The 7's power under this house rule."""
