"""C14 Illegal attempts: classic Idiot names no penalty, an illegal attempt is taken back (and
there is no referee)."""

from __future__ import annotations

from ...model.position import Position
from ...model.rulebook import R
from ...model.verdict import Code, Consequence, Reason
from ..extreme import s01_course_of_play

RULE = R.C14
CODES = (Code.NOT_ALLOWED,)


def consequence(seat: int) -> Consequence:
    """The classic table's answer to an illegal attempt by ``seat``: it is taken back."""
    return Consequence("take_back", seat, (RULE,))


def no_referee(body: str) -> Reason:
    """A report, claim or join (``body``, as typed) in classic Idiot."""
    return Reason.of(Code.NOT_ALLOWED, RULE, "c14.NOT_ALLOWED", body=body)



def out_of_turn(position: Position, seat: int) -> Reason:
    """``seat`` acted while it is another player's turn: the sentence cites whose turn it is
    (C4 before the first card, C5 after); the attempt is taken back like any other."""
    cites = position.ruleset.cites
    rule = cites.opener if not position.pile and not position.burnt else cites.turn
    return s01_course_of_play.not_your_turn(rule, position.player.name,
                                            position.players[seat].name)

WORDS = {
    "en": {
        "c14.NOT_ALLOWED": "'{body}' belongs to Extreme Idiot's table rules; classic Idiot has "
                           "no referee ({rule}).",
        "c14.NOT_ALLOWED.taken_back": "{who:does takes the move back}",
        "c14.NOT_ALLOWED.taken_back_mid": "{who:mid_does takes the move back}",
        "c14.NOT_ALLOWED.seat": "player {seat}",
    },
}
