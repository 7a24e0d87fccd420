"""What the table does about an illegal move: classic Idiot takes it back (C14); Extreme Idiot
shows mercy or not (§20.1, §20.2). The rules decide in their modules
(:mod:`~idiotcore.rules.classic.c14_illegal_attempts`, :mod:`~idiotcore.rules.extreme.s20_mistakes`);
this is where a move's evaluation asks them."""

from __future__ import annotations

from ..model.position import Position
from ..model.verdict import Consequence, Reason
from ..rules.classic import c14_illegal_attempts
from ..rules.extreme import s20_mistakes


def consequence(position: Position, seat: int, reasons: list[Reason]
                ) -> tuple[list[Reason], Consequence]:
    """What the table does about an illegal move by ``seat``, with the reasons that say why."""
    if position.ruleset.family != "extreme":
        return [], c14_illegal_attempts.consequence(seat)
    return s20_mistakes.consequence(position, seat, reasons)
