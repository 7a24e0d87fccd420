"""C6, C11, C13 (O6, P9, P10): what a classic play leaves: the face-up cards in play, the hand
refilled, a player out."""

from __future__ import annotations

from ...model.cards import Card
from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ...model.verdict import Code, Reason

RULE = R.C6
CODES = (Code.LEGAL, Code.OUT)


def face_up(who: str) -> Reason:
    """``who``'s hand is empty: the face-up cards are in play (C6)."""
    return Reason.of(Code.LEGAL, R.C6, "c06.LEGAL.face_up", who=who)


def with_table(cards: tuple[Card, ...]) -> Reason:
    """The last hand card laid with face-up cards of its rank (P9)."""
    return Reason.of(Code.LEGAL, R.P9, "c06.LEGAL.with_table", cards=cards)


def refills(rules: Ruleset, who: str) -> Reason:
    """``who`` draws up to the hand size (C11; O6 with six hand cards)."""
    rule = R.O6 if rules.six_hand_cards else R.C11
    return Reason.of(Code.LEGAL, rule, "c06.LEGAL.refills", who=who, n=rules.hand_size)


def out(rules: Ruleset, who: str) -> Reason:
    """``who`` has no cards left (C13; P10 where there is only a loser)."""
    rule = R.P10 if rules.loser_only else R.C13
    return Reason.of(Code.OUT, rule, "c06.OUT", who=who)


WORDS = {
    "en": {
        "c06.LEGAL.face_up": "{who:whose_start} hand is empty, so the face-up cards are in "
                               "play ({rule}).",
        "c06.LEGAL.with_table": "The last hand card takes the face-up cards of its rank "
                                  "along: {cards:cards} ({rule}).",
        "c06.LEGAL.refills": "{who:does draws} up to {n} from the stock ({rule}).",
        "c06.OUT": "{who:does has} no cards left and {who:form is} out ({rule}).",
    },
}
