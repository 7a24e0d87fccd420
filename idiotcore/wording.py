"""Wording shared by every sentence a player reads: a player doing something, in the second
person when the player is "You" (the person on the Play page and in ``idiot play``), and counts
with the right plural.

>>> does("Ada", "picks up"), does("You", "picks up"), does("You", "has")
('Ada picks up', 'You pick up', 'You have')
>>> plural(1, "game"), plural(2, "game"), plural(0, "card")
('1 game', '2 games', '0 cards')
>>> their("Ada"), their("You"), whose("Ada"), whose("You")
('their', 'your', "Ada's", 'your')
"""

from __future__ import annotations

__all__ = ["YOU", "does", "form", "named", "plural", "their", "they", "whose"]

YOU = "You"
"""The name that reads as the second person: the person playing against the computer."""

_ADVERBS = {"still", "also", "then", "now", "only", "never", "always"}
"""Words before the verb, left as they are (``still holds``)."""
_SECOND_PERSON = {"has": "have", "is": "are", "does": "do", "was": "were", "goes": "go"}


def _base(verb: str) -> str:
    """The second-person form of a third-person verb (``picks`` → ``pick``)."""
    if verb in _SECOND_PERSON:
        return _SECOND_PERSON[verb]
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb


def form(who: str, verb: str) -> str:
    """``verb`` (a third-person verb phrase, ``"picks up"``) in the person of ``who``: the
    second person for :data:`YOU`. Modal verbs (``may``, ``must``, ``can't``) stay as they are.

    >>> form("You", "passes"), form("You", "may take"), form("Bo", "throws out")
    ('pass', 'may take', 'throws out')
    >>> form("You", "still holds")
    'still hold'

    """
    if who != YOU:
        return verb
    first, _, rest = verb.partition(" ")
    if first in _ADVERBS and rest:  # "still holds" → "still hold"
        return f"{first} {form(who, rest)}"
    return " ".join(part for part in (_base(first), rest) if part)


def named(who: str) -> str:
    """``who`` inside a sentence: ``you`` for :data:`YOU`, else the name."""
    return "you" if who == YOU else who


def does(who: str, verb: str, *, mid: bool = False) -> str:
    """``who`` and ``verb`` (given in the third person, ``"picks up"``, ``"has no"``) in the
    person of ``who``; ``mid``: inside a sentence (``you``, not ``You``).

    >>> does("You", "has", mid=True), does("Bo", "is done")
    ('you have', 'Bo is done')
    """
    return f"{named(who) if mid else who} {form(who, verb)}"


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """``count`` and the noun, plural unless the count is one (``nouns``: an irregular plural).

    >>> plural(3, "play"), plural(1, "card"), plural(2, "mercy", "mercies")
    ('3 plays', '1 card', '2 mercies')
    """
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def their(who: str) -> str:
    """The possessive pronoun for ``who``: ``your`` for :data:`YOU`, else ``their``."""
    return "your" if who == YOU else "their"


def they(who: str) -> str:
    """The pronoun for ``who`` as a subject: ``you`` for :data:`YOU`, else ``they``."""
    return "you" if who == YOU else "they"


def whose(who: str, *, alone: bool = False, start: bool = False) -> str:
    """``who``'s, as a possessive: ``your`` for :data:`YOU` (``alone``, with no noun after
    it: ``yours``; ``start``, at the start of a sentence: ``Your``), else ``Ada's``.

    >>> f"it is {whose('Bo')} turn, not {whose('You', alone=True)}", whose("You", start=True)
    ("it is Bo's turn, not yours", 'Your')
    """
    if who == YOU:
        word = "yours" if alone else "your"
        return word.capitalize() if start else word
    return f"{who}'s"
