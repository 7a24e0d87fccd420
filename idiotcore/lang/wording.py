"""The wording layer: the one place that turns a reason (data: a code, a rule id, the cards and
players involved) into the sentence a player reads, in a language of :data:`LANGUAGES`.

Each rule module in :mod:`idiotcore.rules` holds its templates, by language and key
(``WORDS = {"en": {"s13.KING_ONLY": "..."}}``), and :mod:`idiotcore.lang` the rest (bad input,
the screens); :func:`say` fills a reason's template, :func:`phrase` any other. A
template names its slots with how to word them: ``{card:card}`` (8♥), ``{cards:cards}``,
``{who:does picks up}`` (Bo picks up / You pick up), ``{n:plural card}`` (2 cards), ``{top:top}``
(7♣, the empty pile), ``{rank:rank}`` (king), and ``{rule}``, the reason's rule id. English
grammar: a player doing something, in the second person when the player is "You" (the person on
the Play page and in ``idiot play``), and counts with the right plural.

>>> does("Ada", "picks up"), does("You", "picks up"), does("You", "has")
('Ada picks up', 'You pick up', 'You have')
>>> plural(1, "game"), plural(2, "game"), plural(0, "card")
('1 game', '2 games', '0 cards')
>>> their("Ada"), their("You"), whose("Ada"), whose("You")
('their', 'your', "Ada's", 'your')
"""

from __future__ import annotations

import functools
import string
from collections.abc import Callable, Mapping
from typing import Final, Protocol

from .card_names import SUIT_SYMBOLS, show, show_all

Slot = str | int | tuple[str, ...] | None
"""What a template is filled with: cards, names, counts (data, not words)."""

Templates = Mapping[str, Mapping[str, str]]
"""A module's ``WORDS``: its templates by language, then by key."""


class Worded(Protocol):
    """What :func:`say` words: a reason (:class:`idiotcore.model.verdict.Reason`) as data."""

    @property
    def rule(self) -> str: ...

    @property
    def key(self) -> str: ...

    @property
    def slots(self) -> tuple[tuple[str, Slot], ...]: ...

__all__ = ["LANGUAGES", "YOU", "catalogue", "does", "form", "named", "plural", "rank_word",
           "say", "their", "they", "whose"]

LANGUAGES: Final = ("en",)
"""The languages every template is written in (tests check each rule module has them all)."""

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


def rank_word(value: int | None) -> str:
    """A rank for messages: ``"7"``, ``"king"``, ``"the empty pile"``."""
    names = {11: "jack", 12: "queen", 13: "king", 14: "ace", 0: "joker without effect"}
    if value is None:
        return "the empty pile"
    return names.get(value, str(value))


def _top(spot: Slot, _: str) -> str:
    """What a card lands on: a card (``7♣``), a rank with no card to show, the empty pile."""
    if spot is None:
        return "the empty pile"
    return show(spot) if isinstance(spot, str) else f"a {rank_word(spot)}"  # type: ignore[arg-type]


def _on(spot: Slot, _: str) -> str:
    """What a classic play lands on: the card on the pile, a rank, the empty pile."""
    if spot is None:
        return "the empty pile"
    if isinstance(spot, int):
        return f"the {rank_word(spot)}"
    return f"the {show(str(spot))} on the pile"


def _below(card: Slot, _: str) -> str:
    """The card a classic play went on: ``the 7♣``, or the empty pile."""
    return "the empty pile" if card is None else f"the {show(str(card))}"


def _covered(spot: Slot, _: str) -> str:
    """What a joker lands on: the empty pile, a joker without effect (0), a card, a rank."""
    if spot is None:
        return "the empty pile"
    if spot == 0:
        return "a joker without effect"
    return f"the {show(spot)}" if isinstance(spot, str) else rank_word(spot)  # type: ignore[arg-type]


def _a_rank(value: Slot, _: str) -> str:
    """A rank with its article: ``a king``, ``an ace``, ``an 8``."""
    word = rank_word(value)  # type: ignore[arg-type]
    return ("an " if word[0] in "a8" else "a ") + word


def _times(count: Slot, _: str) -> str:
    """How often, in words: ``once``, ``twice``, ``3 times``."""
    return {1: "once", 2: "twice"}.get(int(count), f"{count} times")  # type: ignore[arg-type]


def _copies(count: Slot, _: str) -> str:
    """How many copies the deck holds, in words: ``none``, ``one``, ``two``, ``3``."""
    return {0: "none", 1: "one", 2: "two"}.get(int(count), str(count))  # type: ignore[arg-type]


def _agree(count: Slot, forms: str) -> str:
    """The verb form (``forms``: the singular and the plural, ``"acts act"``) for a count."""
    one, many = forms.split(" ")
    return one if count == 1 else many


def _name(word: Callable[[str], str]) -> Callable[[Slot, str], str]:
    return lambda who, _: word(str(who))


_ENGLISH: Mapping[str, Callable[[Slot, str], str]] = {
    "card": lambda card, _: show(str(card)),
    "cards": lambda cards, _: show_all(cards),  # type: ignore[arg-type]
    "spaced": lambda cards, _: " ".join(map(show, cards)),  # type: ignore[arg-type]
    "rank": lambda value, _: rank_word(value),  # type: ignore[arg-type]
    "top": _top,
    "on": _on,
    "below": _below,
    "does": lambda who, verb: does(str(who), verb),
    "mid_does": lambda who, verb: does(str(who), verb, mid=True),
    "form": lambda who, verb: form(str(who), verb),
    "named": _name(named),
    "their": _name(their),
    "they": _name(they),
    "whose": _name(whose),
    "whose_start": _name(lambda who: whose(who, start=True)),
    "whose_alone": _name(lambda who: whose(who, alone=True)),
    "plural": lambda count, noun: plural(int(count), noun),  # type: ignore[arg-type]
    "suit": lambda suit, _: SUIT_SYMBOLS.get(str(suit), str(suit)),
    "covered": _covered,
    "a_rank": _a_rank,
    "agree": _agree,
    "commas": lambda items, _: ", ".join(map(str, items)),  # type: ignore[arg-type]
    "codes": lambda cards, _: " ".join(map(str, cards)),  # type: ignore[arg-type]
    "times": _times,
    "thousands": lambda count, _: f"{count:,}",
    "copies": _copies,
}


class _Filler(string.Formatter):
    """Fills a template: ``{slot:how argument}`` words the slot by ``how``."""

    def __init__(self, how: Mapping[str, Callable[[Slot, str], str]]) -> None:
        self.how = how

    def format_field(self, value: object, format_spec: str) -> str:
        if not format_spec:
            return format(value)
        how, _, argument = format_spec.partition(" ")
        return self.how[how](value, argument)  # type: ignore[arg-type]


_FILLERS: Final = {"en": _Filler(_ENGLISH)}


_REGISTERED: list[Templates] = []
"""Every module's templates, as they registered (:func:`register`)."""


def register(words: Templates) -> Templates:
    """Add a module's templates (its ``WORDS``) to the catalogue: each rule module does, through
    :mod:`idiotcore.rules`, and each module of :mod:`idiotcore.lang`. The layer imports none of
    them, so it depends on nothing else in the engine. Returns ``words``."""
    _REGISTERED.append(words)
    catalogue.cache_clear()
    return words


@functools.cache
def catalogue(language: str) -> dict[str, str]:
    """Every template in ``language``, by key, from every module that registered its templates
    (:func:`register`): the rule modules and the modules of :mod:`idiotcore.lang` (bad input,
    the screens).

    :raises ValueError: if two modules use one key.
    """
    merged: dict[str, str] = {}
    for words in _REGISTERED:
        for key, template in words[language].items():
            if key in merged:
                raise ValueError(f"template {key} is in two modules")
            merged[key] = template
    return merged


def say(reason: Worded, language: str = "en") -> str:
    """The reason's sentence in ``language``: its template filled with its slots and rule id.

    :raises KeyError: for a key or a language the catalogue does not have.
    """
    return phrase(reason.key, language, rule=reason.rule, **dict(reason.slots))


def phrase(key: str, language: str = "en", **slots: Slot) -> str:
    """The template ``key`` in ``language`` filled with ``slots``: a reason's sentence
    (:func:`say`), or a phrase that is no reason of its own (a consequence, ``"Bo picks up the
    pile"``).

    :raises KeyError: for a key or language the catalogue does not have.
    """
    return _FILLERS[language].format(catalogue(language)[key], **slots)
