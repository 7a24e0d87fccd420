"""§11 Jack: after a jack the next card is of the jack's suit, or a jack (a joker: the colour)."""

from __future__ import annotations

from typing import Final

from ...model.cards import JACK, VALUE, Card, is_joker, is_red
from ...model.pile import Effect, PileView
from ...model.powers import Power, Top
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S11
CODES = (Code.JACK_SUIT, Code.EFFECT)
DEMAND: Final = "jack"
"""The demand a live jack leaves on the pile."""


def colour_of(card: Card) -> str:
    """A card's colour, as a jack binds it where its colour counts (``"red"``, ``"black"``)."""
    return "red" if is_red(card) else "black"


def suit_of(jack: Card, joker: bool) -> str:
    """The suit a jack binds: its suit letter, or a joker's colour."""
    return colour_of(jack) if joker else jack[-1]


def effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool, joker: bool
           ) -> Effect:
    """A jack laid (or jokers acting as one): the next card follows its suit."""
    return Effect(demand=DEMAND, suit=suit_of(cards[-1], joker))


def follows(view: PileView, card: Card) -> Code | None:
    """What a live jack lets follow (a 5 goes on anything): None, or the refusal's code (a
    joker of the wrong colour: the joker's rule)."""
    suit = view.suit
    red_jack = suit in ("red", "D", "H")
    if is_joker(card):
        return Code.JOKER_COLOUR if is_red(card) != red_jack else None
    if VALUE[card] == JACK:
        return None
    if suit in ("red", "black"):
        return None if is_red(card) == red_jack else Code.JACK_SUIT
    return None if card[-1] == suit else Code.JACK_SUIT


def refused(card: Card, top: Top, view: PileView) -> list[Reason]:
    """Why ``card`` can't go on the jack ``top``, which binds its suit."""
    return [Reason.of(Code.JACK_SUIT, RULE, "s11.JACK_SUIT", card=card, top=top, suit=view.suit)]


def colour_binds() -> Reason:
    """A joker on a jack: the jack's suit binds it as a colour."""
    return Reason.of(Code.JACK_SUIT, RULE, "s11.JACK_SUIT.colour")


def permission(card: Card) -> Reason:
    """The demand a legal card answered on a jack."""
    return Reason.of(Code.EFFECT, RULE, "s11.EFFECT.answered", card=card)


def asks(view: PileView, seat: int) -> list[Reason]:
    """What a jack on top asks of the next player."""
    return [Reason.of(Code.EFFECT, RULE, "s11.EFFECT.next", suit=view.suit)]


WORDS = {
    "en": {
        "s11.JACK_SUIT": "{card:card} can't go on {top:top}: after a jack the next card must be "
                         "{suit:suit} or a jack ({rule}).",
        "s11.JACK_SUIT.colour": "The jack's suit (here: its colour) binds the next card ({rule}).",
        "s11.EFFECT.answered": "The {card:card} follows the jack ({rule}).",
        "s11.EFFECT.next": "The next player must follow {suit:suit} or lay a jack ({rule}).",
    },
}


POWER = Power(rank=11, rule=RULE, effect=effect, demand=DEMAND, binding=True, follows=follows,
              refusals={Code.JACK_SUIT: refused}, permission=permission, asks=asks)
"""What a jack does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""
