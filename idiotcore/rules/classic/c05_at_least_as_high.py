"""C5 Playing on the pile: one card, or several of equal rank, at least as high as the top card."""

from __future__ import annotations

from ...model.cards import Card
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from . import c03_ranking

RULE = R.C5
CODES = (Code.TOO_LOW, Code.NOT_EQUAL, Code.LEGAL)


def refusal(value: int, under: int) -> Code | None:
    """May a card of rank ``value`` go on the rank ``under``? None, or the refusal's code."""
    return Code.TOO_LOW if value < under else None


def refused(card: Card, on: Card | int | None, rule: str = RULE) -> list[Reason]:
    """Why ``card`` can't go ``on`` the pile: it is lower (cited as ``rule``: O7 and P5 cite
    their own rule for the card laid on a 2)."""
    return [Reason.of(Code.TOO_LOW, rule, "c05.TOO_LOW", card=card, on=on),
            c03_ranking.ranks(Code.TOO_LOW)]


def not_equal(cards: tuple[Card, ...], rule: str = RULE) -> list[Reason]:
    """Why ``cards`` can't be played together: not of equal rank (cited as ``rule``, as in
    :func:`refused`; the sentence names C5)."""
    return [Reason.of(Code.NOT_EQUAL, rule, "c05.NOT_EQUAL", cards=cards, equal=RULE)]


def laid(cards: tuple[Card, ...], below: Card | None) -> list[Reason]:
    """The notes on ``cards`` laid on ``below`` (None: the empty pile), high enough."""
    if below is None:
        return [Reason.of(Code.LEGAL, RULE, "c05.LEGAL.empty", cards=cards)]
    return [Reason.of(Code.LEGAL, RULE, "c05.LEGAL", cards=cards, below=below),
            c03_ranking.ranks(Code.LEGAL)]


WORDS = {
    "en": {
        "c05.TOO_LOW": "the {card:card} is lower than {on:on} ({rule}).",
        "c05.NOT_EQUAL": "{cards:cards}: cards played together must be of equal rank ({equal}).",
        "c05.LEGAL": "{cards:cards} on {below:below}: at least as high ({rule}).",
        "c05.LEGAL.empty": "{cards:cards} on the empty pile, which takes any card ({rule}).",
    },
}
