"""Language: the wording layer (:mod:`~idiotcore.lang.wording`), which turns reasons and errors
into sentences, and the sentences that are no rule's: templates by language and key, like a
rule module's ``WORDS`` (see :mod:`idiotcore.rules`), for the wording layer's catalogue.

- ``input.py``: bad input (a position, a move, a card code or a ruleset that cannot be
  read), the :class:`~idiotcore.model.errors.InputError` messages; keys ``input.*``.
- ``screen.py``: what the page bridges, the terminal game and the pictures label and
  say; keys ``screen.*``.
- ``page.py``: what the pages' JavaScript writes itself (the site hands it these
  templates); keys ``page.*``.
- ``command.py``: the ``idiot`` command's ``--help`` texts and its refusals of an
  argument; keys ``command.*``.
- ``site.py``: what the app pages' HTML says before their script runs (the site's
  extension writes it); keys ``site.*``.
- ``book.py``: what the rulebook site's extension writes into the pages at build time (a
  worked example's labels and notes, a rule's box, the folded blocks, "Referred to by", the
  placement matrix); keys ``book.*``.
- ``course.py``: what the course's notebook widgets and the table app (marimo) say; keys
  ``course.*``.
- ``grammar.py``: the words sentences are built from (a rank, the empty pile, a joker's name)
  and the ways to word a slot every language shares; keys ``grammar.*``. ``english.py`` and
  ``norwegian.py`` hold each language's own grammar (a player's person, a verb, a count).

The English templates are the source; the other languages are gettext catalogues in
``idiotcore/locale/`` (``idiot catalog``, see the contributors' page on translating).

They sit here, beside the rules and not in :mod:`idiotcore.present`, because they are data
only (no code that draws a screen).
"""

from __future__ import annotations

from types import ModuleType

from . import book, command, course, english, grammar, input, norwegian, page, screen, site
from .wording import register

GRAMMARS: tuple[ModuleType, ...] = (english, norwegian)
"""Each language's own grammar, registered with the wording layer when imported."""
MODULES: tuple[ModuleType, ...] = (input, screen, page, site, book, course, command, grammar)
"""The template modules that are no rule's; each registers its ``WORDS`` with the wording layer."""
for _module in MODULES:
    register(_module.WORDS)
