"""C8 Sjanse: instead of playing, turn the top card of the stock; play it if it fits, else pick
up the pile with it."""

from __future__ import annotations

from ...model.cards import Card
from ...model.position import Position
from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ...model.verdict import Code, Reason
from ..extreme.s01_course_of_play import FAILS

RULE = R.C8
CODES = (Code.NOT_ALLOWED, Code.NO_STOCK, Code.SJANSE_FAILS)


def refusal(position: Position) -> Reason | None:
    """Why no sjanse may be taken here (none in this ruleset, or no stock), or None."""
    if available(position.ruleset, len(position.stock)):
        return None
    if not position.ruleset.sjanse:
        return Reason.of(Code.NOT_ALLOWED, position.ruleset.cites.sjanse, "c08.NOT_ALLOWED")
    return Reason.of(Code.NO_STOCK, RULE, "c08.NO_STOCK")


def fails(who: str, card: Card) -> Reason:
    """The stock card does not fit: picked up with the pile."""
    return Reason.of(Code.SJANSE_FAILS, RULE, "c08.SJANSE_FAILS", who=who, card=card)


def available(ruleset: Ruleset, stock_cards: int) -> bool:
    """May a sjanse be taken: the ruleset has one, and the stock has a card to turn."""
    return ruleset.sjanse and stock_cards > 0


WORDS = {
    "en": {
        "c08.NOT_ALLOWED": "this ruleset has no sjanse ({rule}).",
        "c08.NO_STOCK": "the stock is empty, so there is no card to take a sjanse on ({rule}).",
        "c08.SJANSE_FAILS": FAILS,
    },
}
