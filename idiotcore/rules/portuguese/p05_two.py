"""P5 The two (switch ``two_with_card``): a 2 is played together with the card that sets the
new number."""

from __future__ import annotations

from ...model.cards import VALUE, Card
from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ...model.verdict import Code, Reason

RULE = R.P5
SWITCH = "two_with_card"
CODES = (Code.TWO_ALONE,)


def refusal(rules: Ruleset, cards: tuple[Card, ...], rest: list[Card]) -> list[Reason]:
    """A 2 laid last, alone, while the player (``rest``: the cards they may lay after this
    play) still holds a card that could go with it."""
    if not rules.two_with_card or VALUE[cards[-1]] != 2 or all(VALUE[c] == 2 for c in rest):
        return []
    return [Reason.of(Code.TWO_ALONE, RULE, "p05.TWO_ALONE", card=cards[-1])]


WORDS = {
    "en": {
        "p05.TWO_ALONE": "{card:card}: a two is played together with the card that sets the new "
                         "number ({rule}).",
    },
}
