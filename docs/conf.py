"""Sphinx configuration of the rulebook site.

Layout: ``docs/`` is the source root. The rulebook itself lives in ``../rulebook/`` and enters
the site through three symlinks committed to git, so its pages keep the docnames the engine's
registry uses (``extreme/s07-seven``, ``classic/norske-kortspill-turns``, ``glossary``):

    docs/extreme     -> ../rulebook/extreme
    docs/classic     -> ../rulebook/classic
    docs/glossary.md -> ../rulebook/glossary.md

``rulebook/CONVENTIONS.md`` (for authors) is deliberately not linked, so it is not built. A new
top-level rulebook page needs a new symlink here (tests/test_site.py checks that every rulebook
page except CONVENTIONS.md is built).

Build: ``python -m sphinx -W -b html docs _build/site`` or ``idiot book``.
"""

from __future__ import annotations

import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS / "_ext"))
sys.path.insert(0, str(DOCS.parent))  # the engine, from the checkout

# project, copyright and html_title come from the engine's catalogue, in the edition's language
# (docs/_ext/idiotbook_language.py: book.PROJECT, book.COPYRIGHT, book.SITE_TITLE).
author = "the idiotcore authors"
# The English edition; `-D language=nb_NO` builds the Norwegian one from the catalogues in
# docs/locale/nb_NO/LC_MESSAGES/ (one per page: gettext_compact off). `idiot book` builds both.
language = "en"
locale_dirs = ["locale/"]
gettext_compact = False
gettext_location = False  # the catalogues change only when a page's words do

extensions = ["myst_nb", "idiotbook"]  # myst_nb loads myst_parser, and reads the notebooks
extensions.append("idiottable")  # the Table page: the engine in the browser (Pyodide)
extensions.append("idiotarch")  # the contributors' picture of the engine's parts
extensions.append("idiotcourse")  # each chapter of the course as a notebook to download
extensions.append("idiotsearch")  # what the search indexes, and its snippets (no code cells)
source_suffix = {".md": "myst-nb", ".ipynb": "myst-nb"}
root_doc = "index"
myst_enable_extensions = ["deflist"]  # definition lists (docs/notation.md)
exclude_patterns = ["_build", "**/CONVENTIONS.md", "README.md", ".DS_Store",
                    # the course, docs/notebooks -> ../notebooks: its notebooks only
                    "notebooks/*.py", "notebooks/*.json", "notebooks/*.cfg", "notebooks/*.md",
                    "notebooks/__pycache__", "notebooks/__marimo__", "**/.ipynb_checkpoints"]
# The course notebooks are shown with the outputs stored in them; nothing runs at build time.
nb_execution_mode = "off"
# Widgets would need scripts from CDNs: load none, and show each widget's still HTML instead.
nb_ipywidgets_js: dict[str, dict[str, str]] = {}
nb_mime_priority_overrides = [("html", "application/vnd.jupyter.widget-view+json", None)]

html_theme = "furo"
html_static_path = ["_static"]
html_css_files = ["idiotbook.css"]
# A small card as the icon of every page (browsers ask for one: without it, a 404 on each page).
html_favicon = "favicon.svg"
html_copy_source = False
html_show_sourcelink = False
html_show_sphinx = False  # the footer says "Made with Furo" (its words are translated)
html_theme_options = {"navigation_with_keys": True}
# Nothing is loaded from elsewhere at view time (tests/test_site.py checks the built HTML).
