"""§23 Out of turn: acting out of turn costs the whole pile, and the player whose turn it was
goes on."""

from __future__ import annotations

from ...model.position import Position
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S23
CODES = (Code.NOT_YOUR_TURN,)


def refused(position: Position, seat: int) -> Reason:
    """``seat`` acted while it is another player's turn."""
    who, due = position.players[seat].name, position.player.name
    return Reason.of(Code.NOT_YOUR_TURN, RULE, "s23.NOT_YOUR_TURN", due=due, who=who)


def turn_after(position: Position, offender: int) -> int | None:
    """Who moves after ``offender`` picks up the pile as a penalty: the player whose turn it
    was goes on (None: the offender was the player to move, so the turn passes as after any
    pickup)."""
    return None if offender == position.to_move else position.to_move


WORDS = {
    "en": {
        "s23.NOT_YOUR_TURN": "it is {due:whose} turn, not {who:whose_alone}: acting out of turn "
                             "costs the whole pile, and {due:mid_does goes} on ({rule}).",
    },
}
