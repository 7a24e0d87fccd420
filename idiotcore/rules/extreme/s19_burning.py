"""§19 Burning: a ten or four equal cards in a row burn the pile, and the same player goes on."""

from __future__ import annotations

from ...model.cards import KING, VALUE, Card, is_joker
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S19
CODES = (Code.BURN_FOUR, Code.PLAYS_AGAIN)
IN_A_ROW = 4
"""Equal cards in a row that burn the pile."""
_LIKE_ANY = {4: R.S4_3, 5: R.S5, KING: R.S13}
"""The ranks whose own paragraph says four of them burn like any four equal cards."""
FOUR = "{n} × {rank:rank} in a row burn the pile"
"""Four (or more) equal cards burning the pile (the classic burn's sentence too, C10)."""


def burns(count: int, value: int | None, stock_empty: bool) -> bool | None:
    """Do ``count`` cards of rank ``value`` in a row burn? True, False, or None when four 4s
    would but the stock lasts (fours' rule). Nines owe instead of burning."""
    if count < IN_A_ROW or value in (9, None):
        return False
    return None if value == 4 and not stock_empty else True


def burn(count: int, value: int | None) -> Reason:
    """The burn by ``count`` equal cards of rank ``value``."""
    return Reason.of(Code.BURN_FOUR, RULE, "s19.BURN_FOUR", n=count, rank=value)


def like_any(value: int | None) -> list[Reason]:
    """The note of the rank's own paragraph, for 4s, 5s and kings, that four burn."""
    rule = _LIKE_ANY.get(value or 0)
    return [] if rule is None else [Reason.of(Code.BURN_FOUR, rule, "s19.BURN_FOUR.like_any",
                                              rank=value)]


def plays_again(who: str | None) -> Reason:
    """Where the burnt pile goes and who plays next (``who``; None: the next player)."""
    if who is None:
        return Reason.of(Code.PLAYS_AGAIN, RULE, "s19.PLAYS_AGAIN.next")
    return Reason.of(Code.PLAYS_AGAIN, RULE, "s19.PLAYS_AGAIN", who=who)


_AWAY = "The pile is put away face down, out of the game, and "

def run_after(value: int | None, count: int, card: Card) -> tuple[int | None, int]:
    """Equal cards in a row on top (their rank and how many) after ``card`` is laid on a run
    of ``count`` cards of rank ``value``: a joker breaks the run (R9); a card of another rank
    starts a new one (the classic run too, C10)."""
    if is_joker(card):
        return None, 0
    return VALUE[card], count + 1 if value == VALUE[card] else 1


WORDS = {
    "en": {
        "s19.BURN_FOUR": FOUR + " ({rule}).",
        "s19.BURN_FOUR.like_any": "Four {rank:rank}s burn like any four equal cards ({rule}).",
        "s19.PLAYS_AGAIN": _AWAY + "{who:mid_does plays} again ({rule}).",
        "s19.PLAYS_AGAIN.next": _AWAY + "the next player plays again ({rule}).",
    },
}
