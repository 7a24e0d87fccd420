"""Sphinx extension of the rulebook site: the Table page, where the real engine runs in the
reader's browser under Pyodide, from the site's own files (no server, nothing from elsewhere).

Directive
    ``idiot-table``   the page's controls (ruleset, players, the position, the move, the verdict),
                      driven by ``_static/table.js``, an ES module that imports its parts
                      (``table-ui.js``, ``table-link.js``, ``table-editor.js``, ``table-tray.js``);
                      that script (and ``table.css``) is added to the pages that use the directive
                      only.
    ``idiot-play``    the Play page (a game against computer opponents), driven by
                      ``_static/play.js`` with the same worker and styles.
    ``idiot-learn``   the Learn page (the course's lessons, each attempt judged by the engine),
                      driven by ``_static/learn.js`` with the same worker.

At the end of an HTML build it writes into the output's ``_static/``:

- ``pyodide/``: the Pyodide runtime from the npm package (``node_modules/pyodide``, pinned in
  ``package.json``): ``pyodide.mjs``, ``pyodide.asm.mjs``, ``pyodide.asm.wasm``,
  ``python_stdlib.zip``, ``pyodide-lock.json`` and nothing else;
- ``engine/idiotcore.zip``: the engine's source (``idiotcore/**/*.py``, without the modules that
  need packages outside the standard library) and the course's lessons
  (``notebooks/lessons/*.json``, for the Learn page);
- ``engine/idiotcore.snapshot``: a memory snapshot of Pyodide with the engine imported, made with
  Node.js (gzip). The page starts from it in about a second instead of four; without it (no
  ``node``), the page loads Pyodide and imports the engine itself.

Then, at the root of the output, what makes the site work offline once visited:

- ``idiot-sw.js``: a service worker (from ``offline-worker.js`` here) that keeps every file of the
  built site on the device (every HTML page, ``_static/`` with the runtime and the engine,
  ``_images/``, the search index), listed as found in the output at the end of the build, so
  pages another extension adds are kept too; its cache is named by a hash of those files, so a
  new build replaces the old cache;
- ``manifest.webmanifest``: the web app manifest (name, start page, icon), linked from every page,
  whose ``_static/idiot-offline.js`` registers the worker.

Without ``node_modules/pyodide`` (or with another version than ``package.json`` pins) an HTML
build stops at once with one message, saying to run ``npm ci``, and exit status 2.

This module registers the extension; the parts are in ``idiottable_pages`` (the directives),
``idiottable_markup`` (the pages' HTML), ``idiottable_runtime`` (Pyodide, the engine, the
snapshot), ``idiottable_offline`` (the worker and the manifest) and ``idiottable_progress``.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from idiottable_pages import (
    IdiotLearn,
    IdiotPlay,
    IdiotTable,
    idiot_learn_app,
    idiot_play_app,
    idiot_table_app,
    page_assets,
    skip_node,
    visit_idiot_table_app,
)
from idiottable_progress import reading, writing
from idiottable_runtime import check_runtime, write_runtime


def setup(app: Sphinx) -> dict[str, Any]:
    pages: tuple[tuple[type[nodes.Element], str, type[SphinxDirective]], ...] = (
        (idiot_table_app, "idiot-table", IdiotTable), (idiot_play_app, "idiot-play", IdiotPlay),
        (idiot_learn_app, "idiot-learn", IdiotLearn))
    for node, name, directive in pages:
        app.add_node(node, html=(visit_idiot_table_app, None), latex=(skip_node, None),
                     text=(skip_node, None), man=(skip_node, None), texinfo=(skip_node, None))
        app.add_directive(name, directive)
    app.add_config_value("idiot_progress", False, "", bool)
    # Another edition's _static/ (idiot book): its engine snapshot is reused when the engine is
    # the same, so the second language's build needs no Node.js run.
    app.add_config_value("idiot_runtime_from", "", "", str)
    app.add_js_file("idiot-offline.js")  # every page: registers the offline worker
    app.connect("builder-inited", check_runtime)
    app.connect("env-before-read-docs", reading)
    app.connect("write-started", writing)
    app.connect("html-page-context", page_assets)
    app.connect("build-finished", write_runtime)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
