"""§6 Six: three sixes may never lie in a row, fives or not; a queen never goes on a 6."""

from __future__ import annotations

from collections.abc import Iterable

from ...model.cards import QUEEN, VALUE, Card, is_joker
from ...model.powers import Laying, Power
from ...model.rulebook import R
from ...model.verdict import Code, Reason
from . import s05_five

RULE = R.S6
CODES = (Code.THIRD_SIX, Code.QUEEN_BANNED, Code.LEGAL)


def counts(card: Card, joker_six: bool) -> bool:
    """Does ``card`` count as a six in a run (a joker too with R6's switch ``joker_six``)?"""
    return is_six(card) or (joker_six and is_joker(card))


def third_six(sixes: int, cards: Iterable[Card], joker_six: bool) -> Card | None:
    """The card of ``cards`` that would be the third six in a row on ``sixes`` sixes (fives
    do not break the run), or None."""
    for card in cards:
        if counts(card, joker_six):
            sixes += 1
            if sixes >= 3:
                return card
        elif not s05_five.is_five(card):
            sixes = 0
    return None


def goes_on_queen(card: Card, under: int | None) -> bool:
    """A 6 goes on a queen, though lower."""
    return is_six(card) and under == QUEEN


def refused(card: Card) -> list[Reason]:
    """Why ``card`` can't be laid: it would be the third six in a row."""
    return [Reason.of(Code.THIRD_SIX, RULE, "s06.THIRD_SIX", card=card)]


def laid(who: str, cards: tuple[Card, ...], below: Card | None, under: int | None,
         sixes: int) -> Reason:
    """``who`` lays 6s on ``below`` (of rank ``under``, with ``sixes`` sixes in a row on top):
    on a queen, which only a 6 may do though lower; after them no queen, and no third 6."""
    key = "s06.LEGAL.queen" if under == QUEEN else "s06.LEGAL"
    if sixes + len(cards) >= 2:
        key = "s06.LEGAL.second"
    return Reason.of(Code.LEGAL, RULE, key, who=who, cards=cards, below=below)


def takes_queen() -> Reason:
    """The note on a queen refused on a 6."""
    return Reason.of(Code.QUEEN_BANNED, RULE, "s06.QUEEN_BANNED")

def sixes_after(sixes: int, card: Card, joker_six: bool) -> int:
    """Natural 6s in a row on top after ``card`` is laid on ``sixes`` of them: a 5 does not
    break the run; a joker counts where the switch ``joker_six_counts`` says so (R6), else it
    breaks it."""
    if is_joker(card):
        return sixes + 1 if joker_six else 0
    return sixes if s05_five.is_five(card) else sixes + 1 if is_six(card) else 0


def is_six(card: Card) -> bool:
    """A natural 6: three in a row never lie on the pile, even within a ladder (§8)."""
    return VALUE[card] == 6


def note(laying: Laying) -> Reason:
    """6s laid: on a queen, or counted towards the third."""
    return laid(laying.who, laying.cards, laying.below, laying.view.value, laying.view.sixes)


WORDS = {
    "en": {
        "s06.THIRD_SIX": "the {card:card} would be the third 6 in a row: three sixes may never "
                         "lie in a row ({rule}), fives or not.",
        "s06.QUEEN_BANNED": "A 6 takes a queen, never the other way round ({rule}).",
        "s06.LEGAL": "{who:does lays} {cards:spaced} on {below:below}; no queen may follow a "
                     "6 ({rule}).",
        "s06.LEGAL.second": "{who:does lays} {cards:spaced} on {below:below}: two 6s in a row, "
                            "so neither a queen nor a third 6 may follow ({rule}).",
        "s06.LEGAL.queen": "{who:does lays} {cards:spaced} on {below:below}: a 6 goes on a "
                           "queen, and no queen may follow it ({rule}).",
    },
}


POWER = Power(rank=6, rule=RULE, note=note)
"""What a 6 does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""
