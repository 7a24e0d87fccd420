"""The wording layer: the one place that turns a reason (data: a code, a rule id, the cards and
players involved) into the sentence a player reads, in a language of :data:`LANGUAGES`.

The English templates are the source: each rule module holds its own (``WORDS = {"en": {key:
template}}``), and :mod:`idiotcore.lang` the rest (bad input, the screens, the grammar's words);
each registers them here (:func:`register`). Every other language is a gettext catalogue
(``idiotcore/locale/<language>/LC_MESSAGES/idiotcore.mo``, compiled from its ``.po``): a
template's key is its message context and the English its message id, read with Python's own
:mod:`gettext` when a sentence is made, never at import. :func:`say` fills a reason's template,
:func:`phrase` any other.

A template names its slots with how to word them: ``{card:card}`` (8♥), ``{cards:cards}``,
``{who:does picks up}`` (Bo picks up / you pick up), ``{n:plural card}`` (2 cards, through
``ngettext``), ``{top:top}`` (7♣, the empty pile), ``{rank:rank}`` (king), and ``{rule}``, the
reason's rule id. How a slot is worded is each language's grammar (:mod:`~idiotcore.lang.english`,
:mod:`~idiotcore.lang.norwegian`); a player is in the second person when they are the *viewer*,
the seat the text is written for (:func:`speaking`), never because of their name.

>>> with speaking("en", viewer="Ada"):
...     phrase("s01.PICK_UP.then", who="Ada"), phrase("s01.PICK_UP.then", who="Bo")
('You pick up the pile', 'Bo picks up the pile')
>>> with speaking("nb", viewer="Ada"):
...     phrase("s01.PICK_UP.then", who="Ada"), phrase("s01.PICK_UP.then", who="Bo")
('Du tar opp bunken', 'Bo tar opp bunken')
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import gettext
import string
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from types import EllipsisType
from typing import Final, Protocol

Slot = str | int | tuple[str, ...] | None
"""What a template is filled with: cards, names, counts (data, not words)."""

Templates = Mapping[str, Mapping[str, str]]
"""A module's ``WORDS``: its templates by language (the source, ``en``), then by key."""

Filler = Callable[[Slot, str], str]
"""How a slot is worded: its value and the argument written after its name in the template."""


class Worded(Protocol):
    """What :func:`say` words: a reason (:class:`idiotcore.model.verdict.Reason`) as data."""

    @property
    def rule(self) -> str: ...

    @property
    def key(self) -> str: ...

    @property
    def slots(self) -> tuple[tuple[str, Slot], ...]: ...


__all__ = ["DOMAIN", "LANGUAGES", "LOCALE_DIR", "catalogue", "current_language", "noun", "phrase",
           "register", "register_fillers", "say", "speaking", "translations", "viewer"]

LANGUAGES: Final = ("en", "nb")
"""The languages the engine speaks: English, the source, and Norwegian bokmål."""
SOURCE: Final = "en"
"""The language the templates are written in; the others are translations of it."""
DOMAIN: Final = "idiotcore"
"""The gettext domain of every sentence the engine says."""
LOCALE_DIR: Final = Path(__file__).resolve().parent.parent / "locale"
"""Where the catalogues are: ``<language>/LC_MESSAGES/idiotcore.po`` and its ``.mo``."""

_SPEAKING: contextvars.ContextVar[tuple[str, str | None]] = contextvars.ContextVar(
    "idiot_speaking", default=(SOURCE, None))


@contextlib.contextmanager
def speaking(language: str | None = None, viewer: str | EllipsisType | None = ...
             ) -> Iterator[None]:
    """Word everything inside in ``language`` (None: the one in force), in the second person
    for ``viewer``: the name of the seat the text is written for (None: nobody is addressed;
    left out: the one in force).

    :raises ValueError: for a language the engine does not speak.
    """
    chosen = language or _SPEAKING.get()[0]
    if chosen not in LANGUAGES:
        raise ValueError(f"unknown language {chosen!r}: one of {', '.join(LANGUAGES)}")
    token = _SPEAKING.set((chosen, _SPEAKING.get()[1] if viewer is ... else viewer))
    try:
        yield
    finally:
        _SPEAKING.reset(token)


def current_language() -> str:
    """The language in force (:func:`speaking`); English by default."""
    return _SPEAKING.get()[0]


def viewer() -> str | None:
    """The name of the player the text is written for, or None (:func:`speaking`)."""
    return _SPEAKING.get()[1]


_REGISTERED: list[Templates] = []
"""Every module's templates, as they registered (:func:`register`)."""
_FILLERS: dict[str, dict[str, Filler]] = {}
"""How each language words a slot, by the name used in templates (:func:`register_fillers`)."""


def register(words: Templates) -> Templates:
    """Add a module's templates (its ``WORDS``) to the catalogue: each rule module does, through
    :mod:`idiotcore.rules`, and each module of :mod:`idiotcore.lang`. The layer imports none of
    them, so it depends on nothing else in the engine. A module imported twice (as a test
    runner may) registers once. Returns ``words``."""
    if words in _REGISTERED:
        return words
    _REGISTERED.append(words)
    catalogue.cache_clear()
    return words


def register_fillers(languages: tuple[str, ...], fillers: Mapping[str, Filler]) -> None:
    """Add ways to word a slot for ``languages`` (a grammar module's, or those every language
    shares: a card, a rank read from the catalogue)."""
    for lang in languages:
        _FILLERS.setdefault(lang, {}).update(fillers)


@functools.cache
def translations(lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``lang`` (English: none, the templates are the source).

    :raises OSError: if the language's ``.mo`` file is missing.
    """
    if lang == SOURCE:
        return gettext.NullTranslations()
    with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as file:
        return gettext.GNUTranslations(file)


@functools.cache
def catalogue(lang: str) -> dict[str, str]:
    """Every template in ``lang``, by key: the English source of every module that registered
    its templates (:func:`register`), each translated by the language's catalogue (an entry not
    translated yet, or fuzzy, stays English).

    :raises ValueError: if two modules use one key.
    """
    merged: dict[str, str] = {}
    for words in _REGISTERED:
        for key, template in words[SOURCE].items():
            if key in merged:
                raise ValueError(f"template {key} is in two modules")
            merged[key] = template
    if lang == SOURCE:
        return merged
    book = translations(lang)
    return {key: book.pgettext(key, template) for key, template in merged.items()}


def noun(count: int, singular: str) -> str:
    """The noun for ``count`` in the language in force, through ``ngettext`` (message context
    ``noun``): ``singular`` is its English, the plural English adds an s."""
    return translations(current_language()).npgettext("noun", singular, singular + "s", count)


class _Filler(string.Formatter):
    """Fills a template: ``{slot:how argument}`` words the slot by ``how``."""

    def format_field(self, value: object, format_spec: str) -> str:
        if not format_spec:
            return format(value)
        how, _, argument = format_spec.partition(" ")
        return _FILLERS[current_language()][how](value, argument)  # type: ignore[arg-type]


_FILL: Final = _Filler()


def say(reason: Worded, language: str | None = None) -> str:
    """The reason's sentence in ``language`` (None: the language in force): its template filled
    with its slots and rule id.

    :raises KeyError: for a key the catalogue does not have.
    """
    return phrase(reason.key, language, rule=reason.rule, **dict(reason.slots))


def phrase(key: str, language: str | None = None, **slots: Slot) -> str:
    """The template ``key`` in ``language`` (None: the language in force, :func:`speaking`) filled
    with ``slots``: a reason's sentence (:func:`say`), or a phrase that is no reason of its own
    (a consequence, ``"Bo picks up the pile"``).

    :raises KeyError: for a key the catalogue does not have.
    """
    if language is not None and language != current_language():
        with speaking(language):
            return phrase(key, None, **slots)
    return _FILL.format(catalogue(current_language())[key], **slots)
