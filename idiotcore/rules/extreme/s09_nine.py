"""§9 Nine: after n nines the next play is 2n cards that beat 9; only its last card acts."""

from __future__ import annotations

from ...model.cards import ACE, JACK, JOKER_VALUE, KING, QUEEN, VALUE, Card
from ...model.pile import Effect, PileView
from ...model.powers import Power
from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ...model.verdict import Code, Reason
from . import s05_five

RULE = R.S9
CODES = (Code.NINES_OWED, Code.ONLY_LAST_ACTS, Code.EFFECT)

BEATS_NINE = frozenset({2, 9, 10, JACK, QUEEN, KING, ACE, JOKER_VALUE})
"""Values that answer a 9 (R5): 9, 10, J, Q, K, A, 2 and jokers."""


def owed(nines: int) -> int:
    """The cards owed after ``nines`` nines laid together: two per nine."""
    return 2 * nines


def answer_parts(cards: tuple[Card, ...]) -> tuple[int, int]:
    """Where the acting part of an answer to nines lies (R5): ``(start, end)`` of the
    cards after which only 5s follow. The acting card is the last one that is not a 5 (5s are
    see-through); when it is a 9, the part reaches back over the 9s laid just before it
    (5s between them do not break it), since the next player owes two cards for each.
    ``(n, n)`` when the answer holds nothing but 5s.

    >>> answer_parts(("JC", "9S", "5H", "9D", "5C"))
    (1, 4)
    >>> answer_parts(("9S", "JC", "9D")), answer_parts(("KD", "5S")), answer_parts(("5S",))
    ((2, 3), (0, 1), (1, 1))
    """
    end = len(cards)
    while end and s05_five.is_five(cards[end - 1]):
        end -= 1
    if not end:
        return len(cards), len(cards)
    start = end - 1
    if is_nine(cards[start]):
        back = start - 1
        while back >= 0 and (is_nine(cards[back]) or s05_five.is_five(cards[back])):
            if is_nine(cards[back]):
                start = back
            back -= 1
    return start, end


def ends_burning(rules: Ruleset) -> bool:
    """Does a ten (or four equal cards) acting at the end of an answer burn (switch
    ``ten_ends_nine_answer_burns``)? Nothing burns inside an answer."""
    return rules.ten_ends_nine_answer_burns


def effect(view: PileView, cards: tuple[Card, ...], by: int, stock_empty: bool, joker: bool
           ) -> Effect:
    """Nines laid together: the next player owes two cards for each (jokers acting as a 9
    count as one)."""
    return Effect(nines=owed(1 if joker else len(cards)))


def counted(cards: tuple[Card, ...]) -> list[Card]:
    """The cards of an answer that count toward the cards owed: all but the 5s (R5)."""
    return [c for c in cards if not s05_five.is_five(c)]


def answers(owes: int, cards: tuple[Card, ...]) -> bool:
    """Do ``cards`` answer ``owes`` cards owed? 5s may ride along anywhere but do not count,
    so 5s alone answer nothing (R5)."""
    count = counted(cards)
    return len(count) == owes and all(beats_nine(c) for c in count)


def refused(top: Card | int | None, owes: int, cards: tuple[Card, ...]) -> list[Reason]:
    """Why ``cards`` do not answer the ``owes`` cards owed after the nine ``top``."""
    count = counted(cards)
    slots: dict[str, Card | int | tuple[Card, ...] | None] = {"top": top, "n": owes}
    if not count:
        key = "s09.NINES_OWED.five" if len(cards) == 1 else "s09.NINES_OWED.fives"
    elif low := tuple(c for c in count if not beats_nine(c)):
        key, slots["low"], slots["k"] = "s09.NINES_OWED.low", low, len(low)
    else:
        key, slots["low"], slots["k"] = "s09.NINES_OWED.count", tuple(count), len(count)
    found = [Reason.of(Code.NINES_OWED, RULE, key, **slots)]
    if len(count) < len(cards):
        found.append(s05_five.rides_along())
    return found


def acting(cards: tuple[Card, ...], start: int, end: int) -> Reason:
    """The note on which cards of an answer act: those from ``start`` to ``end`` (5s after
    them see-through)."""
    part = tuple(c for c in cards[start:end] if not s05_five.is_five(c))
    key = "s09.ONLY_LAST_ACTS.together" if len(part) > 1 else "s09.ONLY_LAST_ACTS"
    if end < len(cards):
        key += ".fives"
    return Reason.of(Code.ONLY_LAST_ACTS, RULE, key, cards=part, card=part[-1])


def permission(card: Card, owes: int) -> Reason:
    """The demand a legal answer met, named by its first card that is not a 5."""
    return Reason.of(Code.EFFECT, RULE, "s09.EFFECT.answered", card=card, n=owes,
                     nines=owes // 2)


def demand(owes: int) -> Reason:
    """What nines on top ask of the next player."""
    return Reason.of(Code.NINES_OWED, RULE, "s09.NINES_OWED.next", n=owes)


def is_nine(card: Card) -> bool:
    """A natural 9: the next player owes two cards that beat it (a run of them acts together)."""
    return VALUE[card] == 9


def beats_nine(card: Card) -> bool:
    """Does ``card`` count in an answer to nines (:data:`BEATS_NINE`, R5)?"""
    return VALUE[card] in BEATS_NINE


def in_answer(card: Card) -> bool:
    """May ``card`` be part of an answer to nines: it beats 9, or it is a 5 riding along
    (R5)."""
    return beats_nine(card) or s05_five.is_five(card)


_OWE = "after {top:top} you owe {n} cards that beat 9 (9, 10, J, Q, K, A, 2 or joker); "
_TOGETHER = "The {cards:cards} at the end of the answer act together"
_LAST = "Only the last card of the answer, the {card:card}, acts"
_FIVES = ", the 5s after it being see-through"

WORDS = {
    "en": {
        "s09.NINES_OWED.five": _OWE + "a lone 5 does not answer it ({rule}).",
        "s09.NINES_OWED.fives": _OWE + "5s alone do not answer it ({rule}).",
        "s09.NINES_OWED.low": _OWE + "{low:cards} {k:agree does do} not beat 9 ({rule}).",
        "s09.NINES_OWED.count": _OWE + "{low:cards} {k:agree is are} {k:plural card} ({rule}).",
        "s09.ONLY_LAST_ACTS": _LAST + ".",
        "s09.ONLY_LAST_ACTS.fives": _LAST + _FIVES + ".",
        "s09.ONLY_LAST_ACTS.together": _TOGETHER + ".",
        "s09.ONLY_LAST_ACTS.together.fives": _TOGETHER + _FIVES + ".",
        "s09.EFFECT.answered": "The {card:card} starts the answer the {nines:agree 9 9s} "
                               "{nines:agree asks ask} for: {n} cards that beat 9 ({rule}).",
        "s09.NINES_OWED.next": "The next player owes {n} cards that beat 9: 9, 10, J, Q, K, A, 2 "
                               "or joker ({rule}).",
    },
}


POWER = Power(rank=9, rule=RULE, effect=effect)
"""What a 9 does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""
