"""§3 Three: after a three the next card is a multiple of three (3, 6, 9, queen), a joker or a 5."""

from __future__ import annotations

from typing import Final

from ...model.cards import QUEEN, VALUE, Card, is_joker
from ...model.pile import Effect, PileView
from ...model.powers import Power, Top
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S3
CODES = (Code.AFTER_THREE, Code.EFFECT)
DEMAND: Final = "three"
"""The demand a live three leaves on the pile."""


def effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool, joker: bool
           ) -> Effect:
    """A three laid: the next card must answer it."""
    return Effect(demand=DEMAND)


def follows(view: PileView, card: Card) -> Code | None:
    """What a live three lets follow (a 5 goes on anything): None, or the refusal's code."""
    return None if is_joker(card) or VALUE[card] in (3, 6, 9, QUEEN) else Code.AFTER_THREE


def refused(card: Card, top: Top, view: PileView) -> list[Reason]:
    """Why ``card`` can't go on the three ``top``."""
    return [Reason.of(Code.AFTER_THREE, RULE, "s03.AFTER_THREE", card=card, top=top)]


def permission(card: Card) -> Reason:
    """The demand a legal card answered on a three."""
    return Reason.of(Code.EFFECT, RULE, "s03.EFFECT.answered", card=card)


def asks(view: PileView, seat: int) -> list[Reason]:
    """What a three on top asks of the next player."""
    return [Reason.of(Code.EFFECT, RULE, "s03.EFFECT.next")]


WORDS = {
    "en": {
        "s03.AFTER_THREE": "{card:card} can't go on {top:top}: after a three the next card must "
                           "be a 3, 6, 9, queen, joker or 5 ({rule}).",
        "s03.EFFECT.answered": "The {card:card} answers the 3 with a multiple of three ({rule}).",
        "s03.EFFECT.next": "The next player must lay a 3, 6, 9, queen, joker or 5 ({rule}).",
    },
}


POWER = Power(rank=3, rule=RULE, effect=effect, demand=DEMAND, binding=True, follows=follows,
              refusals={Code.AFTER_THREE: refused}, permission=permission, asks=asks)
"""What a 3 does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""
