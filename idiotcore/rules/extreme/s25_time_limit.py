"""§25 Time limit: a breach nobody noticed before the next player acted can no longer be
punished, except a breach of a zero-tolerance rule."""

from __future__ import annotations

from ...model.cards import Card
from ...model.position import Position
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from .s20_mistakes import NO_MERCY

RULE = R.S25
CODES = (Code.CLAIM, Code.EXPIRED)


def never_expires(position: Position, reasons: list[Reason]) -> bool:
    """True when a breach is of a zero-tolerance rule, which §25 names: the third 6 (§6); and,
    with the switch ``queen_zero_tolerance`` (R14), the barred queen too. (A peek, §20.3, is
    reported, not claimed.) Any other breach expires once the next player has acted."""
    codes = NO_MERCY if position.ruleset.queen_zero_tolerance else {Code.THIRD_SIX}
    return any(r.code in codes for r in reasons)


def no_play(depth: int) -> Reason:
    """A claim against a play the pile does not have."""
    return Reason.of(Code.CLAIM, RULE, "s25.CLAIM.none", n=depth)


def right(offender: str, cards: tuple[Card, ...]) -> Reason:
    """A claim that stands: ``offender``'s ``cards`` broke a rule."""
    return Reason.of(Code.CLAIM, RULE, "s25.CLAIM", who=offender, cards=cards)


def expired(offender: str, cards: tuple[Card, ...]) -> Reason:
    """A claim that came too late."""
    return Reason.of(Code.EXPIRED, RULE, "s25.EXPIRED", who=offender, cards=cards)


def flip_expired(who: str) -> Reason:
    """A report of a bad flip that came too late (§18)."""
    return Reason.of(Code.EXPIRED, RULE, "s25.EXPIRED.flip", who=who)


WORDS = {
    "en": {
        "s25.CLAIM.none": "there is no play {n} from the top of the pile to claim against "
                          "({rule}).",
        "s25.CLAIM": "the claim is right and in time ({rule}): {who:whose} {cards:cards} broke "
                     "a rule.",
        "s25.EXPIRED": "{who:whose_start} {cards:cards} broke a rule, but the next player has "
                       "acted since: too late to punish ({rule}).",
        "s25.EXPIRED.flip": "{who:whose_start} flip is no longer the last thing on the table: "
                            "the next player has acted since, so it is too late to punish "
                            "({rule}).",
    },
}
