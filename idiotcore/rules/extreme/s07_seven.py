"""§7 Seven: after a seven the next card is a seven or lower, a joker or a 5."""

from __future__ import annotations

from typing import Final

from ...model.cards import VALUE, Card, is_joker
from ...model.pile import Effect, PileView
from ...model.powers import Power, Top
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S7
CODES = (Code.AFTER_SEVEN, Code.EFFECT)
DEMAND: Final = "seven"
"""The demand a live seven leaves on the pile."""


def effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool, joker: bool
           ) -> Effect:
    """A seven laid: the next card must answer it."""
    return Effect(demand=DEMAND)


def follows(view: PileView, card: Card) -> Code | None:
    """What a live seven lets follow (a 5 goes on anything): None, or the refusal's code."""
    return None if is_joker(card) or VALUE[card] <= 7 else Code.AFTER_SEVEN


def refused(card: Card, top: Top, view: PileView) -> list[Reason]:
    """Why ``card`` can't go on the seven ``top``."""
    return [Reason.of(Code.AFTER_SEVEN, RULE, "s07.AFTER_SEVEN", card=card, top=top)]


def permission(card: Card) -> Reason:
    """The demand a legal card answered on a seven."""
    return Reason.of(Code.EFFECT, RULE, "s07.EFFECT.answered", card=card)


def asks(view: PileView, seat: int) -> list[Reason]:
    """What a seven on top asks of the next player."""
    return [Reason.of(Code.EFFECT, RULE, "s07.EFFECT.next")]


WORDS = {
    "en": {
        "s07.AFTER_SEVEN": "{card:card} can't go on {top:top}: after a seven the next card must "
                           "be a seven or lower, or a joker ({rule}).",
        "s07.EFFECT.answered": "The {card:card} answers the 7 with a seven or lower ({rule}).",
        "s07.EFFECT.next": "The next player must lay a seven or lower, or a joker ({rule}).",
    },
}


POWER = Power(rank=7, rule=RULE, effect=effect, demand=DEMAND, binding=True, follows=follows,
              refusals={Code.AFTER_SEVEN: refused}, permission=permission, asks=asks)
"""What a 7 does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""
