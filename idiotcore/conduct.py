"""Consequences of illegal moves and the referee's penalties.

Classic Idiot: an illegal attempt is taken back (C14). Extreme Idiot: §20.1 mercy (three games
or fewer: take it back; otherwise pick up the pile), §20.2 no mercy for a third 6 or a barred
queen, §23 acting out of turn (the offender picks up, the turn stays where it was), §25 which
breaches never expire.
"""

from __future__ import annotations

from .position import Position
from .verdict import Code, Consequence, Reason
from .wording import does, plural, they

NO_MERCY = frozenset({Code.THIRD_SIX, Code.QUEEN_BANNED})
"""Mistakes punished whatever a player's experience (§20.2)."""


def never_expires(position: Position, reasons: list[Reason]) -> bool:
    """True when a breach is of a zero-tolerance rule, which §25 names: the third 6 (§6); and,
    with the switch ``queen_zero_tolerance`` (R14), the barred queen too. (A peek, §20.3, is
    reported, not claimed.) Any other breach expires once the next player has acted."""
    codes = NO_MERCY if position.ruleset.queen_zero_tolerance else {Code.THIRD_SIX}
    return any(r.code in codes for r in reasons)


def consequence(position: Position, seat: int, reasons: list[Reason]
                ) -> tuple[list[Reason], Consequence]:
    """What the table does about an illegal move by ``seat``, with the reasons that say why."""
    rules = position.ruleset
    if rules.family != "extreme":
        return [], Consequence("take_back", seat, ("C14",))
    first = reasons[0].rule if reasons else ""
    name = position.players[seat].name
    if any(r.code in NO_MERCY for r in reasons):
        note = Reason(Code.NO_MERCY, "§20.2", f"No mercy: {does(name, 'picks up', mid=True)} the "
                      f"pile, however few games {they(name)} have played (§20.2).")
        return [note], Consequence("pick_up", seat, (first, "§20.2"))
    games = position.players[seat].games_played
    if games is not None and games <= rules.mercy_games:
        note = Reason(Code.MERCY, "§20.1", f"{does(name, 'has')} played {plural(games, 'game')}, "
                      f"so {they(name)} may take the move back (§20.1).")
        return [note], Consequence("take_back", seat, ("§20.1",))
    return [], Consequence("pick_up", seat, (first, "§20.1"))
