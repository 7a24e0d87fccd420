"""The lessons in the language in force: their titles, texts, goals and hints read from the
lessons' own gettext catalogue (domain ``lessons``, ``notebooks/lessons/locale/``; message
context ``<lesson id>.<field>``, a part's title ``<part>.title``), and the learner named as
the language names the person playing (``screen.YOU_NAME``: "Du"). The lessons files stay the
English source (:mod:`idiotcore.present.catalog` extracts them).

>>> from idiotcore.lang.wording import speaking
>>> from idiotcore.present.lessons import find
>>> with speaking("nb"):
...     one = worded(find("classic-1"))
>>> one.start.players[one.learner].name, one.title != find("classic-1").title
('Du', True)
"""

from __future__ import annotations

import dataclasses
import functools
import gettext
from pathlib import Path
from typing import Any

from ..formats.notation import to_notation
from ..lang.wording import SOURCE, current_language, phrase
from .lessons import Lesson, Wrong, folder

DOMAIN = "lessons"
FIELDS = ("title", "text", "goal", "hint")
"""A lesson's fields a learner reads (its moves, rules and position are data)."""


def context(owner: str, field: str) -> str:
    """A message's context in the lessons' catalogue: ``<lesson id>.<field>``, or a part's
    title, ``<part>.title``."""
    return f"{owner}.{field}"


@functools.cache
def _translations(folder: Path, lang: str) -> gettext.NullTranslations:
    path = folder / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if lang == SOURCE or not path.exists():
        return gettext.NullTranslations()
    with path.open("rb") as file:
        return gettext.GNUTranslations(file)


def worded(lesson: Lesson) -> Lesson:
    """``lesson`` in the language in force (as it is in English)."""
    lang = current_language()
    if lang == SOURCE:
        return lesson
    book = _translations(folder(None), lang)
    words: dict[str, Any] = {field: book.pgettext(context(lesson.id, field), getattr(lesson, field))
                             for field in FIELDS if getattr(lesson, field)}
    part_title = book.pgettext(context(lesson.part, "title"), lesson.part_title)
    return _renamed(dataclasses.replace(lesson, part_title=part_title, **words))


def _renamed(lesson: Lesson) -> Lesson:
    """The learner named in the language in force, in the table and the moves that name them."""
    start = lesson.start
    old = start.players[lesson.learner].name
    new = phrase("screen.YOU_NAME")
    if old != phrase("screen.YOU_NAME", SOURCE) or new in [p.name for p in start.players]:
        return lesson
    table = start.replace(players=start.with_player(lesson.learner, name=new))
    reach = lesson.reach
    if reach.picks_up == old:
        reach = dataclasses.replace(reach, picks_up=new)
    wrong = tuple(Wrong(_move_renamed(w.move, old, new), w.rule) for w in lesson.wrong)
    return dataclasses.replace(lesson, position=to_notation(table), reach=reach, wrong=wrong)


def _move_renamed(move: str, old: str, new: str) -> str:
    words = move.split()
    return " ".join(new if i > 0 and words[i - 1] == "to" and w == old else w
                    for i, w in enumerate(words))
