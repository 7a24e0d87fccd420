"""What the site's search reads.

Sphinx indexes every word of a page (``searchindex.js``) and, on the search page, shows under
each result a snippet cut from the result page's text (``searchtools.js``, from the text of the
page's main part). Two things a reader should not meet there:

- the course's code cells (``from idiot_widgets import …``): they are marked with Sphinx's
  ``no-search`` class, so their words are not indexed (the notebooks' prose and outputs are);
- words run together where the page's markup has no space between two blocks (a glossary term
  and its meaning: "kongeKing (13)"): ``_static/idiot-search.js``, loaded on the search page
  only, makes the snippet's text without the ``no-search`` parts and with a space after each
  block. tests/test_search.py reads the built index and drives the search page in Chromium.

The same script ranks a glossary entry (an index entry, which Sphinx scores far above a page
title) after the page whose title holds the word, so "konge" finds §13 first
(tests/test_site_nb.py).
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

NO_SEARCH = "no-search"
SCRIPT = "idiot-search.js"


def leave_code_cells_out(app: Sphinx, doctree: nodes.document) -> None:
    """Mark each notebook code cell's source (myst-nb's ``cell_code_source``) ``no-search``."""
    for node in doctree.findall(nodes.container):
        if node.get("nb_element") == "cell_code_source" and NO_SEARCH not in node["classes"]:
            node["classes"].append(NO_SEARCH)


def search_page_script(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                       doctree: nodes.document | None) -> None:
    """The search page's snippet script: deferred, so it runs after ``searchtools.js`` (which
    the theme loads after the page's own scripts) and before the search starts."""
    if pagename == "search":
        app.add_js_file(SCRIPT, loading_method="defer")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("doctree-read", leave_code_cells_out)
    app.connect("html-page-context", search_page_script)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
