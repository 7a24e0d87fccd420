"""O5 Tens below ten (switch ``tens_below_ten``): a 10, or a joker acting as one (O1), goes
only on a card below ten."""

from __future__ import annotations

from ...model.cards import Card, is_joker
from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ...model.verdict import Code, Reason

RULE = R.O5
SWITCH = "tens_below_ten"
CODES = (Code.TEN_TOO_HIGH, Code.LEGAL)


def refusal(rules: Ruleset, under: int) -> Code | None:
    """May a ten go on a card of rank ``under``? None, or the refusal's code."""
    return Code.TEN_TOO_HIGH if rules.tens_below_ten and under >= 10 else None


def refused(card: Card, on: Card | int | None) -> list[Reason]:
    """Why the ten ``card`` can't go ``on`` the pile (and, for a joker, that it is a ten)."""
    found = [Reason.of(Code.TEN_TOO_HIGH, RULE, "o5.TEN_TOO_HIGH", card=card, on=on)]
    if is_joker(card):
        found.append(Reason.of(Code.TEN_TOO_HIGH, R.O1, "o5.TEN_TOO_HIGH.joker"))
    return found


def allowed(rules: Ruleset, below: Card | None) -> list[Reason]:
    """Where the switch is on, the note that a ten went on a card below ten."""
    return [Reason.of(Code.LEGAL, RULE, "o5.LEGAL", below=below)] if rules.tens_below_ten else []


WORDS = {
    "en": {
        "o5.TEN_TOO_HIGH": "the {card:card} may only go on a card below ten, not on {on:on} "
                           "({rule}).",
        "o5.TEN_TOO_HIGH.joker": "A joker is a ten here ({rule}).",
        "o5.LEGAL": "It goes on {below:below}, below ten ({rule}).",
    },
}
