"""O1 Jokers as tens (switch ``jokers_as_tens``): jokers are in the deck and act like tens."""

from __future__ import annotations

from ...model.cards import VALUE, Card, is_joker
from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ..extreme import s10_ten

RULE = R.O1
SWITCH = "jokers_as_tens"
CODES = ()


def value(card: Card) -> int:
    """A card's rank in classic Idiot, where a joker is a ten."""
    return 10 if is_joker(card) else VALUE[card]


def burns(rules: Ruleset, card: Card) -> bool:
    """Does the joker ``card`` burn like a ten here?"""
    return is_joker(card) and rules.jokers_as_tens


def cites(card: Card, otherwise: str) -> str:
    """The rule a ten's effect cites: O1 for a joker, else ``otherwise``."""
    return RULE if is_joker(card) else otherwise


def counts_as_ten(card: Card) -> bool:
    """A ten, or a joker, which is one with this switch."""
    return is_joker(card) or s10_ten.is_ten(card)


WORDS: dict[str, dict[str, str]] = {"en": {}}
"""O1 cites C10's sentences (a ten burns, a ten may always be played) under its own id."""
