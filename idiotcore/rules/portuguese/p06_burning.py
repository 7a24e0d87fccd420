"""P6, P7 The Portuguese burns: the next player starts the new pile; three 6s burn (P7)."""

from __future__ import annotations

from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ...model.verdict import Code, Reason
from ..classic import c10_burning

RULE = R.P6
CODES = (Code.BURN_SIXES,)


def sixes_burn(rules: Ruleset, value: int | None, count: int) -> bool:
    """Do ``count`` cards of rank ``value`` in a row burn as sixes (switch ``six_burn_count``)?"""
    return bool(rules.six_burn_count) and value == 6 and count >= rules.six_burn_count


def burn(count: int) -> Reason:
    """The burn by ``count`` sixes in a row."""
    return Reason.of(Code.BURN_SIXES, R.P7, "p06.BURN_SIXES", n=count)


def after_rule(code: Code) -> str:
    """The rule cited for who starts after a burn when the next player does: P6 after a ten,
    P7 after equal cards."""
    return R.P6 if code is Code.BURN_TEN else R.P7


WORDS = {"en": {**c10_burning.burn_words("p06.BURN_SIXES", "{n} sixes in a row burn the pile")}}
