"""§15 Joker: it takes the effect of the rank two below what it lands on; never on a king."""

from __future__ import annotations

from ...model.cards import JOKER_VALUE, VALUE, Card, is_joker
from ...model.pile import NONE, Effect, PileView
from ...model.powers import Power, Top
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from . import s11_jack

RULE = R.S15
CODES = (Code.JOKER_ON_KING, Code.JOKER_COLOUR, Code.JOKER_AS)


def joker_acts_as(covered: int | None, jokers: int) -> int:
    """The rank a play of ``jokers`` jokers takes on ``covered``: 2, 4 or 6 below, wrapping
    2 → A → K; on an empty pile or a joker without effect, as on a 2.

    >>> joker_acts_as(12, 1), joker_acts_as(None, 1), joker_acts_as(3, 1), joker_acts_as(9, 2)
    (10, 13, 14, 5)
    """
    base = 2 if covered in (None, JOKER_VALUE) else covered
    position = (base - 2) % 13  # 2 -> 0, ..., A -> 12 on the order 2..A
    below = (position - 2 * jokers) % 13
    return below + 2


def unit_rank(covered: int | None, unit: tuple[Card, ...]) -> int:
    """The rank whose effect a run of equal cards takes on the rank ``covered``: its own, or
    for jokers the rank :func:`joker_acts_as` gives."""
    return joker_acts_as(covered, len(unit)) if is_joker(unit[0]) else VALUE[unit[0]]


def as_four(stock_empty: bool) -> Effect:
    """Jokers acting as a 4: once the stock is empty fours have no effect, and a joker whose
    effect is lost counts as 0 (a natural 4 keeps its rank)."""
    return Effect(lost=True) if stock_empty else NONE


def on_king(card: Card, top: Top, view: PileView) -> list[Reason]:
    """Why the joker ``card`` can't go on the king ``top``."""
    return [Reason.of(Code.JOKER_ON_KING, RULE, "s15.JOKER_ON_KING", card=card, top=top)]


def wrong_colour(card: Card, top: Top, view: PileView) -> list[Reason]:
    """Why the joker ``card`` can't go on the jack ``top`` of the other colour."""
    return [Reason.of(Code.JOKER_COLOUR, RULE, "s15.JOKER_COLOUR", card=card, top=top),
            s11_jack.colour_binds()]


def acts_as(jokers: tuple[Card, ...], covered: Card | int | None, acted: int) -> Reason:
    """The note on ``jokers`` laid on ``covered`` (a card, a rank, 0 for a joker without
    effect, None for the empty pile), acting as the rank ``acted``."""
    return Reason.of(Code.JOKER_AS, RULE, "s15.JOKER_AS", cards=jokers, covered=covered,
                     n=len(jokers), rank=acted)


def five_on_top(joker: Card, under: Card | None) -> Reason:
    """The note on a joker on top that acts as a 5: the card ``under`` it decides."""
    return Reason.of(Code.JOKER_AS, RULE, "s15.JOKER_AS.five", card=joker, under=under)


def counts_as(joker: Card, value: int | None) -> Reason:
    """The note on the joker on top, counting as the rank ``value``."""
    return Reason.of(Code.JOKER_AS, RULE, "s15.JOKER_AS.counts", card=joker, rank=value)


def lost() -> Reason:
    """The note on a joker whose effect is lost."""
    return Reason.of(Code.JOKER_AS, RULE, "s15.JOKER_AS.lost")


def lost_effect(value: int | None) -> bool:
    """Is the rank on top that of a joker whose effect is lost (it counts as 0)?"""
    return value == JOKER_VALUE


WORDS = {
    "en": {
        "s15.JOKER_ON_KING": "{card:card} can't go on {top:top}: a joker never goes on a king "
                             "({rule}).",
        "s15.JOKER_COLOUR": "{card:card} can't go on {top:top}: a joker goes on a jack only in "
                            "the jack's colour ({rule}).",
        "s15.JOKER_AS": "The {cards:cards} on {covered:covered} {n:agree acts act} as "
                        "{rank:a_rank} ({rule}).",
        "s15.JOKER_AS.five": "The {card:card} on top acts as a 5 and is transparent: "
                             "{under:below} decides ({rule}).",
        "s15.JOKER_AS.counts": "The {card:card} counts as {rank:rank} there ({rule}).",
        "s15.JOKER_AS.lost": "A joker whose effect is lost counts as 0 ({rule}).",
    },
}


POWER = Power(rank=JOKER_VALUE, rule=RULE,
              refusals={Code.JOKER_ON_KING: on_king, Code.JOKER_COLOUR: wrong_colour})
"""The joker's own power: its refusals (laid, it takes another rank's power)."""
