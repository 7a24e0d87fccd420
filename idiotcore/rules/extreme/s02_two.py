"""§2 Two: whoever lays a 2 must lay another card on their own 2 (or pick up the pile)."""

from __future__ import annotations

from typing import Final

from ...model.cards import Card, is_joker
from ...model.pile import Effect, PileView
from ...model.powers import Laying, Power
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from ..classic import c09_two
from .s15_joker import unit_rank

RULE = R.S2
CODES = (Code.FOLLOW_UP_OWED, Code.EFFECT, Code.LEGAL)
DEMAND: Final = "two"
"""The demand a live two leaves on the pile: its owner lays again."""


def acts_as_two(view: PileView, unit: tuple[Card, ...]) -> bool:
    """Is this run of equal cards a 2 here, or jokers that take a 2's effect on ``view``?
    What follows it in the same play is laid on the player's own 2."""
    return unit_rank(view.value, unit) == 2


def effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool, joker: bool
           ) -> Effect:
    """A 2 laid by ``by``: the same player lays a card on it."""
    return Effect(demand=DEMAND, owner=by)


def owed(cards: tuple[Card, ...]) -> Reason:
    """The note on a refused play whose ``cards`` were the ones owed on the player's own 2."""
    return Reason.of(Code.FOLLOW_UP_OWED, RULE, "s02.FOLLOW_UP_OWED.play", cards=cards)


def owes(owner: str) -> Reason:
    """The note that this card is the one ``owner`` owes on their own 2."""
    return Reason.of(Code.FOLLOW_UP_OWED, RULE, "s02.FOLLOW_UP_OWED", who=owner)


def permission(card: Card) -> Reason:
    """The demand a legal card answered on a two."""
    return Reason.of(Code.EFFECT, RULE, "s02.EFFECT.answered", card=card)


def lays_again(who: str, cards: tuple[Card, ...], below: Card | None) -> Reason:
    """``who`` lays a 2 on ``below`` and, in the same play, more cards on their own 2."""
    return Reason.of(Code.LEGAL, RULE, "s02.LEGAL.again", who=who, cards=cards, below=below)


def asks(view: PileView, seat: int) -> list[Reason]:
    """What a two on top asks: a card from the player who laid it (``seat``, if so)."""
    if view.owner != seat:
        return []
    return [Reason.of(Code.FOLLOW_UP_OWED, RULE, "s02.FOLLOW_UP_OWED.next")]


def may_act_as_two(card: Card) -> bool:
    """Is ``card`` a 2, or a joker, which acts as one on some piles (§15): a card the same
    play may go on after, laid on the player's own 2?"""
    return is_joker(card) or c09_two.is_two(card)


def note(laying: Laying) -> Reason | None:
    """A 2 with more cards laid on it in the same play (not inside an answer to nines)."""
    if laying.view.nines_owed or all(c09_two.is_two(c) for c in laying.cards):
        return None
    return lays_again(laying.who, laying.cards, laying.below)


WORDS = {
    "en": {
        "s02.FOLLOW_UP_OWED.play": "{cards:cards} is the card owed on the player's own 2 "
                                   "({rule}).",
        "s02.FOLLOW_UP_OWED": "This is the card {who:mid_does owes} on {who:their} own 2 "
                              "({rule}).",
        "s02.EFFECT.answered": "The {card:card} goes on a 2 ({rule}).",
        "s02.FOLLOW_UP_OWED.next": "The same player must now lay a card on their own 2 ({rule}).",
        "s02.LEGAL.again": "{who:does lays} {cards:spaced} on {below:below}: after a 2 "
                           "{who:mid_does lays} again, on {who:their} own 2 ({rule}).",
    },
}


POWER = Power(rank=2, rule=RULE, effect=effect, demand=DEMAND, permission=permission, asks=asks,
              note=note)
"""What a 2 does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""
