"""§8 Eight: an 8 may start a ladder, up from a red 8 (§8.1), down from a black 8 (§8.2)."""

from __future__ import annotations

from ...model.cards import ACE, JACK, KING, QUEEN, VALUE, Card, is_joker, is_red
from ...model.powers import Laying, Power
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.S8
CODES = (Code.BAD_LADDER, Code.THIRD_SIX, Code.EFFECT, Code.LEGAL)

_UP = (8, 9, JACK, QUEEN, KING, ACE)
_DOWN = (8, 7, 6, 5, 4, 3, 2)


def starts(first: Card, more: bool) -> bool:
    """Is a play from ``first`` with ``more`` cards of other ranks after it a ladder: from a
    natural 8?"""
    return more and starts_ladder(first)


def rule_of(eight: Card) -> str:
    """The paragraph of a ladder from ``eight``: §8.1 up from a red 8, §8.2 down from black."""
    return R.S8_1 if is_red(eight) else R.S8_2


def ladder_steps(eight: Card) -> tuple[int, ...]:
    """The ranks a ladder climbs from ``eight``: up for a red 8, down for a black one."""
    return _UP if is_red(eight) else _DOWN


def refused(cards: tuple[Card, ...]) -> list[Reason]:
    """Why the ladder ``cards`` is not one: a joker in it, or a card off the steps (one step
    at a time, equal cards allowed); empty when it climbs right."""
    steps = ladder_steps(cards[0])
    rule = rule_of(cards[0])
    index = 0
    for card in cards[1:]:
        if is_joker(card):
            return [Reason.of(Code.BAD_LADDER, rule, "s08.BAD_LADDER.joker", ladder=R.S8)]
        value = VALUE[card]
        if value == steps[index]:
            continue
        if index + 1 < len(steps) and value == steps[index + 1]:
            index += 1
            continue
        way = "s08.BAD_LADDER.up" if is_red(cards[0]) else "s08.BAD_LADDER.down"
        return [Reason.of(Code.BAD_LADDER, rule, way, card=card, cards=cards)]
    return []


def sixes_count(eight: Card) -> Reason:
    """The note on a third six refused inside a ladder."""
    return Reason.of(Code.THIRD_SIX, rule_of(eight), "s08.THIRD_SIX")


def alone(who: str, cards: tuple[Card, ...], below: Card | None) -> Reason:
    """``who`` lays 8s on ``below`` with no ladder after them: they have no effect."""
    return Reason.of(Code.LEGAL, rule_of(cards[0]), "s08.LEGAL", who=who, cards=cards,
                     below=below)


def no_effect(card: Card, rule: str) -> Reason:
    """The note that ``card`` on top lies in a ladder (of paragraph ``rule``)."""
    return Reason.of(Code.EFFECT, rule, "s08.EFFECT", card=card)


def starts_ladder(card: Card) -> bool:
    """Is ``card`` an 8, from which a ladder may climb (a joker never starts one)?"""
    return VALUE[card] == 8


def note(laying: Laying) -> Reason:
    """8s laid alone, no ladder."""
    return alone(laying.who, laying.cards, laying.below)


_NOT_ON = "{card:card} does not continue the ladder {cards:cards}; a "
_STEPS = ", one step at a time, equal cards allowed ({rule})."

WORDS = {
    "en": {
        "s08.BAD_LADDER.joker": "a ladder has no jokers in it ({ladder}).",
        "s08.BAD_LADDER.up": _NOT_ON + "red 8 climbs up: 8, 9, J, Q, K, A" + _STEPS,
        "s08.BAD_LADDER.down": _NOT_ON + "black 8 climbs down: 8, 7, 6, 5, 4, 3, 2" + _STEPS,
        "s08.THIRD_SIX": "Sixes count even in a ladder ({rule}).",
        "s08.LEGAL": "{who:does lays} {cards:spaced} on {below:below}; with no ladder after "
                     "it, an 8 has no effect ({rule}).",
        "s08.EFFECT": "The {card:card} lies in a ladder, so it has no effect; only its rank "
                      "counts ({rule}).",
    },
}


POWER = Power(rank=8, rule=RULE, rule_of=rule_of, note=note)
"""What an 8 does, for the registry the mechanism asks (:mod:`idiotcore.model.powers`)."""
