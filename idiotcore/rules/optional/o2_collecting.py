"""O2 Collecting (switch ``collecting``): a hand card may be laid on your face-up card of the
same rank; the hand is then refilled."""

from __future__ import annotations

from ...model.cards import VALUE, Card
from ...model.position import Player, Position
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.O2
SWITCH = "collecting"
CODES = (Code.NOT_ALLOWED, Code.NOT_A_PAIR, Code.LEGAL)


def column(player: Player, card: Card) -> int | None:
    """The face-up stack ``card`` may be collected on (its rank), or None."""
    return next((i for i, s in enumerate(player.face_up) if s and VALUE[s[0]] == VALUE[card]),
                None)


def refusal(position: Position, player: Player, card: Card) -> Reason | None:
    """Why ``player`` may not collect ``card`` here, or None."""
    if not position.ruleset.collecting:
        return Reason.of(Code.NOT_ALLOWED, RULE, "o2.NOT_ALLOWED")
    if column(player, card) is None:
        return Reason.of(Code.NOT_A_PAIR, RULE, "o2.NOT_A_PAIR", who=player.name, card=card)
    return None


def collected(who: str, card: Card, on: Card) -> Reason:
    """``who`` lays ``card`` on the face-up ``on``."""
    return Reason.of(Code.LEGAL, RULE, "o2.LEGAL", who=who, card=card, on=on)


WORDS = {
    "en": {
        "o2.NOT_ALLOWED": "collecting on face-up cards is an optional rule, not on here "
                          "({rule}).",
        "o2.NOT_A_PAIR": "{who:does has} no face-up card of {card:card}'s rank ({rule}).",
        "o2.LEGAL": "{who:does lays} {card:card} on the face-up {on:card} ({rule}).",
    },
}
