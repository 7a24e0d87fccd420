"""§18 Bad flip: a player who flipped a face-down card the wrong way picks up the pile."""

from __future__ import annotations

from ...model.position import Position
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from . import s25_time_limit

RULE = R.S18
CODES = (Code.PENALTY, Code.NO_FLIP)


def not_last(position: Position, seat: int) -> Reason | None:
    """Why a report of a bad flip by ``seat`` can't stand (§18, §25), or None if it can: the
    flip must be that player's last act, so their blind card lies on top of the pile and they
    have no hand or face-up cards left to have played instead."""
    player = position.players[seat]
    if player.source != "face_down":
        where = "hand" if player.hand else "face_up"
        return Reason.of(Code.NO_FLIP, RULE, f"s18.NO_FLIP.{where}", who=player.name)
    top = position.pile[-1] if position.pile else None
    if top is None or top.by != seat or len(top.cards) != 1:
        return s25_time_limit.flip_expired(player.name)
    return None


def penalty(who: str, spared: bool = False) -> Reason:
    """``who`` flipped the wrong way: the whole pile (``spared``: what it would cost, mercy
    sparing a newcomer, §20.1)."""
    return Reason.of(Code.PENALTY, RULE, "s18.PENALTY.spared" if spared else "s18.PENALTY",
                     who=who)


_NO_FLIP = ("{who:does still plays} from {who:their} %s, so {who:their} last move was not a "
            "blind flip: there is no flip to report ({rule}).")

WORDS = {
    "en": {
        "s18.PENALTY": "{who} flipped a card the wrong way: {who:mid_does picks up} the whole "
                       "pile ({rule}).",
        "s18.PENALTY.spared": "{who} flipped a card the wrong way, which costs the whole pile "
                              "({rule}).",
        "s18.NO_FLIP.hand": _NO_FLIP % "hand cards",
        "s18.NO_FLIP.face_up": _NO_FLIP % "face-up cards",
    },
}
