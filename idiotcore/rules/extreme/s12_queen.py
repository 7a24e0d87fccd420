"""§12 Queen: a queen never goes on an empty pile, a 2 or a 6 (nor on 5s lying on them)."""

from __future__ import annotations

from ...model.cards import QUEEN, Card
from ...model.pile import PileView
from ...model.powers import Laying, Power, Top
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from . import s06_six

RULE = R.S12
CODES = (Code.QUEEN_BANNED, Code.LEGAL)
BANNED = (None, 2, 6)
"""What a queen never goes on: the empty pile, a 2, a 6."""


def barred(under: int | None) -> Code | None:
    """May a queen go on the rank ``under`` (None: the empty pile)? None, or the refusal's
    code."""
    return Code.QUEEN_BANNED if under in BANNED else None


def refused(card: Card, top: Top, view: PileView) -> list[Reason]:
    """Why the queen ``card`` can't go on ``top``."""
    banned = [Reason.of(Code.QUEEN_BANNED, RULE, "s12.QUEEN_BANNED", card=card, top=top)]
    if view.value == 6:
        banned.append(s06_six.takes_queen())
    return banned


def laid(who: str, cards: tuple[Card, ...], below: Card | None) -> Reason:
    """``who`` lays cards ending the play in a queen on ``below``, where a queen may go."""
    return Reason.of(Code.LEGAL, RULE, "s12.LEGAL", who=who, cards=cards, below=below)


def note(laying: Laying) -> Reason:
    """Queens laid where a queen may go."""
    return laid(laying.who, laying.cards, laying.below)


WORDS = {
    "en": {
        "s12.QUEEN_BANNED": "{card:card} can't go on {top:top}: a queen never goes on an empty "
                            "pile, a 2 or a 6 ({rule}).",
        "s12.LEGAL": "{who:does lays} {cards:spaced} on {below:below}; a queen goes on "
                     "anything but an empty pile, a 2 or a 6 ({rule}).",
    },
}


POWER = Power(rank=QUEEN, rule=RULE, barred=barred, refusals={Code.QUEEN_BANNED: refused},
              note=note)
"""What a queen does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""
