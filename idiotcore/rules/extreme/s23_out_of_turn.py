"""§23 Out of turn: acting out of turn costs the whole pile, and the player whose turn it was
goes on."""

from __future__ import annotations

from ...rulebook import R
from ...verdict import Code, Reason

RULE = R.S23
CODES = (Code.NOT_YOUR_TURN,)


def refused(due: str, who: str) -> Reason:
    """``who`` acted while it is ``due``'s turn."""
    return Reason.of(Code.NOT_YOUR_TURN, RULE, "s23.NOT_YOUR_TURN", due=due, who=who)


WORDS = {
    "en": {
        "s23.NOT_YOUR_TURN": "it is {due:whose} turn, not {who:whose_alone}: acting out of turn "
                             "costs the whole pile, and {due:mid_does goes} on ({rule}).",
    },
}
