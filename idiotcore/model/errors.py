"""Bad input as data: an error names its template key and slots, like a
:class:`~idiotcore.model.verdict.Reason`, and the wording layer words it (templates in
:mod:`idiotcore.lang.input`), so a caller can show it in any language of
:data:`idiotcore.lang.wording.LANGUAGES`.

>>> from idiotcore.model.moves import MoveError
>>> err = MoveError("input.NOT_A_NUMBER", where="flip", word="x")
>>> str(err), err.key, err.slots, err.where
("flip: 'x' is not a number", 'input.NOT_A_NUMBER', {'word': 'x'}, 'flip')
>>> import pickle
>>> str(pickle.loads(pickle.dumps(err)))
"flip: 'x' is not a number"
"""

from __future__ import annotations

import functools
from typing import Any, Self

from ..lang.wording import Slot, phrase

__all__ = ["InputError"]


class InputError(ValueError):
    """Input that cannot be read: ``key`` (a template in the catalogue), its ``slots`` (the
    text, cards, names and counts involved: data, not words), ``where`` (the field or the move
    word it is about, ``players[0].hand``, ``flip``, or the key of a template that words the
    place, ``input.IN_PREFIX``; None for the input as a whole) and
    ``parts`` (errors listed together in one sentence). ``str(error)`` is the English sentence.
    """

    def __init__(self, key: str, /, *, where: str | None = None,
                 parts: tuple[InputError, ...] = (), **slots: Slot) -> None:
        super().__init__(key)
        self.key = key
        self.where = where
        self.parts = parts
        self.slots = slots

    @classmethod
    def of(cls, err: InputError, where: str | None = None) -> Self:
        """``err`` as an error of this class, at ``where`` when given (``play`` for the card
        code of a move)."""
        return cls(err.key, where=where or err.where, parts=err.parts, **err.slots)

    @classmethod
    def at(cls, err: InputError, where: str) -> Self:
        """``err`` as an error of this class, met at ``where`` (a file and line): put in front
        of the error's own ``where``.

        >>> from idiotcore.model.moves import MoveError
        >>> str(InputError.at(MoveError("input.FLIP_FROM_ONE", where="flip"), "a.md:3"))
        'a.md:3: flip: columns are numbered from 1'
        """
        inner = err.place()
        return cls.of(err, where=where if inner is None else phrase("input.AT", where=where,
                                                                    what=inner))

    def place(self, language: str | None = None) -> str | None:
        """``where``, in ``language`` (None: the one in force) when it is a template's key
        (``input.IN_*``)."""
        if self.where is not None and self.where.startswith("input."):
            return phrase(self.where, language)
        return self.where

    def say(self, language: str | None = None) -> str:
        """The error in ``language`` (None: the one in force): where, and what is wrong there."""
        what = phrase(self.key, language, **self.slots)
        for part in self.parts:
            what = phrase("input.AND", language, first=what, then=part.say(language))
        place = self.place(language)
        return what if place is None else phrase("input.AT", language, where=place, what=what)

    def __str__(self) -> str:
        """The error in the language in force (English unless asked)."""
        return self.say()

    def __reduce__(self) -> tuple[Any, tuple[()]]:  # pickled with its slots, not only its key
        return functools.partial(type(self), self.key, where=self.where, parts=self.parts,
                                 **self.slots), ()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.key!r}, where={self.where!r}, {self.slots!r})"
