"""English grammar for the wording layer: a player doing something, in the second person when
they are the viewer (:func:`~idiotcore.lang.wording.speaking`), and counts with their plural.

>>> from idiotcore.lang.wording import speaking
>>> with speaking(viewer="You"):
...     does("Ada", "picks up"), does("You", "picks up"), does("You", "has")
('Ada picks up', 'You pick up', 'You have')
>>> plural(1, "game"), plural(2, "game"), plural(0, "card")
('1 game', '2 games', '0 cards')
>>> with speaking(viewer="You"):
...     their("Ada"), their("You"), whose("Ada"), whose("You")
('their', 'your', "Ada's", 'your')
>>> does("You", "picks up")  # nobody is addressed: a player called You is named
'You picks up'
"""

from __future__ import annotations

from collections.abc import Callable

from .wording import Filler, noun, register_fillers, viewer

__all__ = ["does", "form", "named", "plural", "their", "they", "whose"]

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


def _addressed(who: str) -> bool:
    return who == viewer()


def form(who: str, verb: str) -> str:
    """``verb`` (a third-person verb phrase, ``"picks up"``) in the person of ``who``: the
    second person for the viewer. Modal verbs (``may``, ``must``, ``can't``) stay as they are.

    >>> from idiotcore.lang.wording import speaking
    >>> with speaking(viewer="You"):
    ...     form("You", "passes"), form("You", "may take"), form("Bo", "throws out")
    ('pass', 'may take', 'throws out')
    """
    if not _addressed(who):
        return verb
    first, _, rest = verb.partition(" ")
    if first in _ADVERBS and rest:  # "still holds" → "still hold"
        return f"{first} {form(who, rest)}"
    return " ".join(part for part in (_base(first), rest) if part)


def named(who: str) -> str:
    """``who`` inside a sentence: ``you`` for the viewer, else the name."""
    return "you" if _addressed(who) else who


def does(who: str, verb: str, *, mid: bool = False) -> str:
    """``who`` and ``verb`` (given in the third person, ``"picks up"``, ``"has no"``) in the
    person of ``who``; ``mid``: inside a sentence (``you``, not ``You``).

    >>> from idiotcore.lang.wording import speaking
    >>> with speaking(viewer="Ada"):
    ...     does("Ada", "has", mid=True), does("Bo", "is done")
    ('you have', 'Bo is done')
    """
    subject = named(who) if mid else ("You" if _addressed(who) else who)
    return f"{subject} {form(who, verb)}"


def plural(count: int, singular: str) -> str:
    """``count`` and the noun, plural unless the count is one (``ngettext``, context ``noun``).

    >>> plural(3, "column"), plural(1, "card")
    ('3 columns', '1 card')
    """
    return f"{count} {noun(count, singular)}"


def their(who: str) -> str:
    """The possessive pronoun for ``who``: ``your`` for the viewer, else ``their``."""
    return "your" if _addressed(who) else "their"


def they(who: str) -> str:
    """The pronoun for ``who`` as a subject: ``you`` for the viewer, else ``they``."""
    return "you" if _addressed(who) else "they"


def whose(who: str, *, alone: bool = False, start: bool = False) -> str:
    """``who``'s, as a possessive: ``your`` for the viewer (``alone``, with no noun after it:
    ``yours``; ``start``, at the start of a sentence: ``Your``), else ``Ada's``.

    >>> from idiotcore.lang.wording import speaking
    >>> with speaking(viewer="You"):
    ...     f"it is {whose('Bo')} turn, not {whose('You', alone=True)}", whose("You", start=True)
    ("it is Bo's turn, not yours", 'Your')
    """
    if _addressed(who):
        word = "yours" if alone else "your"
        return word.capitalize() if start else word
    return f"{who}'s"


def _agree(count: object, forms: str) -> str:
    """The verb form (``forms``: the singular and the plural, ``"acts act"``) for a count."""
    one, many = forms.split(" ")
    return one if count == 1 else many


def _name(word: Callable[[str], str]) -> Filler:
    return lambda who, _: word(str(who))


FILLERS: dict[str, Filler] = {
    "does": lambda who, verb: does(str(who), verb),
    "mid_does": lambda who, verb: does(str(who), verb, mid=True),
    "form": lambda who, verb: form(str(who), verb),
    "named": _name(named),
    "their": _name(their),
    "they": _name(they),
    "whose": _name(whose),
    "whose_start": _name(lambda who: whose(who, start=True)),
    "whose_alone": _name(lambda who: whose(who, alone=True)),
    "plural": lambda count, singular: plural(int(count), singular),  # type: ignore[arg-type]
    "agree": _agree,
    "thousands": lambda count, _: f"{count:,}",
    "move": lambda move, _: str(move),
}
"""How English words a player, a count, a verb and a move to type."""
register_fillers(("en",), FILLERS)
