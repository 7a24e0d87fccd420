"""§22 Joining: a newcomer joins while the stock lasts, with one extra face-down card (R19)."""

from __future__ import annotations

from ...position import Position
from ...rulebook import R
from ...verdict import Code, Reason

RULE = R.S22
CODES = (Code.JOIN, Code.LEGAL)

DEAL = (4, 3, 3)
"""What a newcomer is dealt from the stock, as far as it lasts: face-down cards (three and the
extra one), face-up cards, hand cards."""


def refusal(position: Position, name: str) -> Reason | None:
    """Why ``name`` can't join here, or None."""
    if not position.stock:
        return Reason.of(Code.JOIN, RULE, "s22.JOIN.stock", who=name)
    most = position.ruleset.max_players
    if len(position.players) >= most:
        return Reason.of(Code.JOIN, RULE, "s22.JOIN.full", who=name, n=most)
    return None


def joins(name: str) -> Reason:
    """``name`` joins."""
    return Reason.of(Code.LEGAL, RULE, "s22.LEGAL", who=name)


WORDS = {
    "en": {
        "s22.JOIN.stock": "{who} can't join: the stock is empty ({rule}).",
        "s22.JOIN.full": "{who} can't join: the table already has {n} players ({rule}).",
        "s22.LEGAL": "{who} joins with three face-down, one extra face-down, three face-up and "
                     "three hand cards from the stock, as far as it lasts ({rule}).",
    },
}
