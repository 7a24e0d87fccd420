"""H2 Colour instead of suit (switch ``jack_demands_colour``, Extreme Idiot): after a jack
the next card is of the jack's colour (red: hearts and diamonds; black: clubs and spades)
rather than its suit, or a jack; the rest of §11, and a joker's colour (§15), as written.

>>> from idiotcore import check, from_notation
>>> table = from_notation("extreme,jack_demands_colour/0/A:KDQC::;B:xxxxxx::/1.JH/20/0")
>>> check(table, "play KD").legal, check(table, "play QC").reasons[0].rule
(True, 'H2')
"""

from __future__ import annotations

from ...model.cards import JACK, VALUE, Card
from ...model.pile import Effect, PileView
from ...model.powers import HouseRule, Power, Top
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from ..extreme import s11_jack

RULE = R.H2
SWITCH = "jack_demands_colour"
CODES = (Code.JACK_SUIT, Code.EFFECT)


def effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool, joker: bool
           ) -> Effect:
    """A jack laid (or jokers acting as one): the next card follows its colour."""
    return Effect(demand=s11_jack.DEMAND, suit=s11_jack.colour_of(cards[-1]))


def refused(card: Card, top: Top, view: PileView) -> list[Reason]:
    """Why ``card`` can't go on the jack ``top``, which asks for its colour."""
    return [Reason.of(Code.JACK_SUIT, RULE, "h2.JACK_SUIT", card=card, top=top,
                      colour=view.suit)]


def permission(card: Card) -> Reason:
    """A card that followed the jack: of its colour, or a jack."""
    key = "h2.EFFECT.jack" if VALUE[card] == JACK else "h2.EFFECT.answered"
    return Reason.of(Code.EFFECT, RULE, key, card=card)


def asks(view: PileView, seat: int) -> list[Reason]:
    """What a jack on top asks of the next player."""
    return [Reason.of(Code.EFFECT, RULE, "h2.EFFECT.next", colour=view.suit)]


WORDS = {
    "en": {
        "h2.JACK_SUIT": "{card:card} can't go on {top:top}: after a jack the next card must be "
                        "{colour:suit} or a jack ({rule}).",
        "h2.EFFECT.answered": "The {card:card} has the jack's colour ({rule}).",
        "h2.EFFECT.jack": "Any jack may follow a jack: {card:card} ({rule}).",
        "h2.EFFECT.next": "The next player must follow {colour:suit} or lay a jack ({rule}).",
    },
}

HOUSE = HouseRule(SWITCH, Power(rank=JACK, rule=s11_jack.RULE, effect=effect,
                                demand=s11_jack.DEMAND, binding=True, follows=s11_jack.follows,
                                refusals={Code.JACK_SUIT: refused}, permission=permission,
                                asks=asks))
"""The jack's power under this house rule: §11's, asking for a colour (as a joker acting as a
jack does, §15)."""
