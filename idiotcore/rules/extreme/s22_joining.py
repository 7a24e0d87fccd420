"""§22 Joining: a newcomer joins while the stock lasts, with one extra face-down card (R19),
however many sit at the table already (R21)."""

from __future__ import annotations

from ...model.position import Position
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S22
CODES = (Code.JOIN, Code.LEGAL)

DEAL = (4, 3, 3)
"""What a newcomer is dealt from the stock, as far as it lasts: face-down cards (three and the
extra one), face-up cards, hand cards."""


def refusal(position: Position, name: str) -> Reason | None:
    """Why ``name`` can't join here, or None: only an empty stock shuts the door (§22 names no
    other condition, so a sixth player joins a table dealt to five, R21)."""
    if not position.stock:
        return Reason.of(Code.JOIN, RULE, "s22.JOIN.stock", who=name)
    return None


def joins(name: str) -> Reason:
    """``name`` joins."""
    return Reason.of(Code.LEGAL, RULE, "s22.LEGAL", who=name)


WORDS = {
    "en": {
        "s22.JOIN.stock": "{who} can't join: the stock is empty ({rule}).",
        "s22.LEGAL": "{who} joins with three face-down, one extra face-down, three face-up and "
                     "three hand cards from the stock, as far as it lasts ({rule}).",
    },
}
