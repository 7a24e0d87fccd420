"""Sphinx configuration of the rulebook site.

Layout: ``docs/`` is the source root. The rulebook itself lives in ``../rulebook/`` and enters
the site through three symlinks committed to git, so its pages keep the docnames the engine's
registry uses (``extreme/s07-seven``, ``classic/norske-kortspill``, ``glossary``):

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

project = "Idiot and Extreme Idiot"
author = "the idiotcore authors"
copyright = "2026, the idiotcore authors"
language = "en"

extensions = ["myst_parser", "idiotbook"]
source_suffix = {".md": "markdown"}
root_doc = "index"
myst_enable_extensions = ["deflist"]  # definition lists (docs/notation.md)
exclude_patterns = ["_build", "**/CONVENTIONS.md", "README.md", ".DS_Store"]

html_theme = "furo"
html_title = "Idiot & Extreme Idiot: the rulebook"
html_static_path = ["_static"]
html_css_files = ["idiotbook.css"]
html_copy_source = False
html_show_sourcelink = False
html_theme_options = {"navigation_with_keys": True}
# Nothing is loaded from elsewhere at view time (tests/test_site.py checks the built HTML).
