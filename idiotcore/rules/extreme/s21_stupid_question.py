"""§21 Stupid question: a player who asks a too stupid question picks up the pile (and a claim
that is plainly wrong may count as one)."""

from __future__ import annotations

from ...model.cards import Card
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S21
CODES = (Code.PENALTY, Code.CLAIM)


def penalty(who: str, spared: bool = False) -> Reason:
    """``who`` asked a too stupid question: the whole pile (``spared``: what it would cost,
    mercy sparing a newcomer, §20.1)."""
    return Reason.of(Code.PENALTY, RULE, "s21.PENALTY.spared" if spared else "s21.PENALTY",
                     who=who)


def wrong_claim(offender: str, cards: tuple[Card, ...]) -> Reason:
    """A claim against ``offender``'s legal play of ``cards``."""
    return Reason.of(Code.CLAIM, RULE, "s21.CLAIM", who=offender, cards=cards)


WORDS = {
    "en": {
        "s21.PENALTY": "{who} asked a too stupid question: {who:mid_does picks up} the whole "
                       "pile ({rule}).",
        "s21.PENALTY.spared": "{who} asked a too stupid question, which costs the whole pile "
                              "({rule}).",
        "s21.CLAIM": "the claim is wrong: {who:whose} {cards:cards} was legal there. A table "
                     "may count a claim this wrong as a stupid one ({rule}).",
    },
}
