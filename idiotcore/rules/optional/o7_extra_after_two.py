"""O7 Extra card after a 2 (switch ``extra_after_two``; P5's ``two_with_card`` too): another card
may be laid straight on one's own 2."""

from __future__ import annotations

from ...model.cards import Card
from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ...model.verdict import Code, Reason

RULE = R.O7
SWITCH = "extra_after_two"
CODES = (Code.LEGAL,)


def allows(rules: Ruleset) -> bool:
    """May a play go on past its 2 (O7, or the Portuguese two laid with its card, P5)?"""
    return rules.extra_after_two or rules.two_with_card


def cites(rules: Ruleset, otherwise: str = RULE) -> str:
    """The rule a 2 with a card on it cites: P5 in the Portuguese version, else ``otherwise``."""
    return R.P5 if rules.two_with_card else otherwise


def laid(rules: Ruleset, cards: tuple[Card, ...]) -> Reason:
    """The note on a 2 and the card laid straight on it."""
    return Reason.of(Code.LEGAL, cites(rules), "o7.LEGAL", cards=cards)


WORDS = {
    "en": {
        "o7.LEGAL": "{cards:cards}: a 2 and the card laid straight on it ({rule}).",
    },
}
