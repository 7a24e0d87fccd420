"""Widgets for the course notebooks: try a move, exercises, lessons, and settling an argument.

The notebooks import everything from here (``from idiot_widgets import try_a_move``); each part
lives in its own module:

- :mod:`.pieces`: where rule links start (:data:`BOOK`), cards and tables as HTML, and the still
  picture every widget carries;
- :mod:`.answers`: the engine's answers shown: a verdict with its links, a move tried, several
  moves judged side by side, and how the kernel shows bare positions and verdicts;
- :mod:`.tryout`: the "try a move" widget;
- :mod:`.quiz`: the course's exercises;
- :mod:`.learn`: the Learn page's lessons, played here;
- :mod:`.ruling`: the settle widget (a pasted position or the Table page's link), and the
  rulebook's worked examples by paragraph.

The exercises and the lessons are read by :mod:`idiotcore.present.lessons`, the one loader the Learn
page and the tests use too; a lesson is judged by :func:`idiotcore.present.lessons.judge`.

Every verdict comes from the engine (:mod:`idiotcore`); these widgets only collect a move and
show the engine's answer: the verdict with the paragraphs it cites, and the table afterwards.

Each widget also carries a still HTML picture of itself (the ``text/html`` part of its display).
Jupyter shows the live widget; the rulebook site, which runs no Python, shows the picture.

Importing this package also tells Jupyter how to show the engine's own objects (the engine
knows no screen): a position as its picture, a verdict with its rule links
(:func:`register_display`).

Rule links start at :data:`BOOK`, the way from the page to the rulebook site's root. The site
publishes the notebooks one folder below its root, so the default is ``"../"``. ``./run
notebooks`` (:mod:`idiotcore.present.course`) opens the course in JupyterLab with the rulebook
served beside it and ``IDIOT_BOOK_URL`` set to its address, so the links lead there.
"""

from __future__ import annotations

from idiotcore.present.verdicts import paragraphs_html

from .answers import TriedMove, judge, register_display, show_verdict, tried_move_html, try_move_text
from .learn import lesson, lessons
from .pieces import BOOK, cards_html
from .quiz import EXERCISES, exercise, exercises, load_exercises
from .ruling import rulebook_examples, settle
from .tryout import try_a_move

__all__ = [
    "BOOK", "EXERCISES", "TriedMove", "cards_html", "exercise", "exercises", "judge", "lesson",
    "lessons", "load_exercises", "paragraphs_html", "register_display", "rulebook_examples",
    "settle", "show_verdict",
    "tried_move_html", "try_a_move", "try_move_text",
]

register_display()
