"""O1 Jokers as tens (switch ``jokers_as_tens``): jokers are in the deck and act like tens."""

from __future__ import annotations

from ...model.cards import VALUE, Card, is_joker
from ...model.rulebook import R
from ...model.rulesets import Ruleset

RULE = R.O1
SWITCH = "jokers_as_tens"
CODES = ()


def value(card: Card) -> int:
    """A card's rank in classic Idiot, where a joker is a ten."""
    return 10 if is_joker(card) else VALUE[card]


def is_ten(card: Card) -> bool:
    """Does ``card`` play as a ten in classic Idiot (a ten, or a joker)?"""
    return value(card) == 10


def burns(rules: Ruleset, card: Card) -> bool:
    """Does the joker ``card`` burn like a ten here?"""
    return is_joker(card) and rules.jokers_as_tens


def cites(card: Card, otherwise: str) -> str:
    """The rule a ten's effect cites: O1 for a joker, else ``otherwise``."""
    return RULE if is_joker(card) else otherwise


WORDS: dict[str, dict[str, str]] = {"en": {}}
"""O1 cites C10's sentences (a ten burns, a ten may always be played) under its own id."""
