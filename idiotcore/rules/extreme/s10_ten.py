"""§10 Ten: a 10 burns the whole pile (a joker acting as a ten too)."""

from __future__ import annotations

from ...model.cards import VALUE, Card
from ...model.pile import Effect
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S10
CODES = (Code.BURN_TEN,)
BURNS = "The {card:card} burns the pile"
"""A card that burns the pile (the classic ten's clause too, C10)."""


def laid(ten: Card, rule: str = RULE) -> Effect:
    """A ten laid (cited as ``rule``: the joker's, for a joker acting as a ten): it burns."""
    return Effect(burn=burn(ten, rule))


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
