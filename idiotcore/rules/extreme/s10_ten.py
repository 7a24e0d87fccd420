"""§10 Ten: a 10 burns the whole pile (a joker acting as a ten too)."""

from __future__ import annotations

from ...model.cards import VALUE, Card
from ...model.pile import Effect, PileView
from ...model.powers import Power
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from . import s15_joker

RULE = R.S10
CODES = (Code.BURN_TEN,)
BURNS = "The {card:card} burns the pile"
"""A card that burns the pile (the classic ten's clause too, C10)."""


def effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool, joker: bool
           ) -> Effect:
    """Tens laid (jokers acting as a ten cite the joker's rule): they burn."""
    return Effect(burn=burn(cards[-1], s15_joker.RULE if joker else RULE))


def burn(ten: Card, rule: str = RULE) -> Reason:
    """The burn by ``ten`` (cited as ``rule``: the joker's, for a joker acting as a ten)."""
    return Reason.of(Code.BURN_TEN, rule, "s10.BURN_TEN", card=ten)


def as_ten(joker: Card) -> Reason:
    """The burn note on a joker acting as a ten."""
    return Reason.of(Code.BURN_TEN, RULE, "s10.BURN_TEN.joker", card=joker)


def is_ten(card: Card) -> bool:
    """A natural ten: laid, it burns the pile in every ruleset (§10, C10, P6); a joker burns
    only as a ten (O1, §15)."""
    return VALUE[card] == 10


WORDS = {
    "en": {
        "s10.BURN_TEN": BURNS + " ({rule}).",
        "s10.BURN_TEN.joker": "Acting as a ten, the {card:card} burns the pile ({rule}).",
    },
}


POWER = Power(rank=10, rule=RULE, effect=effect)
"""What a 10 does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""
