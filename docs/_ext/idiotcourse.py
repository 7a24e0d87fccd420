"""The course's pages on the site: each chapter can be downloaded as its notebook, from a link at
the top of its page, so a reader who wants to try the moves can take it to Jupyter (the pictures
on the page are still; each also opens its table on the Table page)."""

from __future__ import annotations

import html
import shutil
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from idiotcore.lang.wording import phrase

COURSE = "notebooks/"
"""Where the course's chapters are, among the site's pages."""


def download_link(app: Sphinx, docname: str, template: str, context: dict[str, Any],
                  doctree: Any) -> None:
    """Put the chapter's download link at the top of its page."""
    source = Path(app.srcdir, docname + ".ipynb")
    if not docname.startswith(COURSE) or not source.is_file() or "body" not in context:
        return
    link = (f'<p class="idiot-download"><a href="{html.escape(source.name)}" download>'
            f"{html.escape(phrase('site.DOWNLOAD_CHAPTER'))}</a> "
            f"{html.escape(phrase('site.DOWNLOAD_HOW'))}</p>")
    context["body"] = link + context["body"]


def copy_notebooks(app: Sphinx, error: Exception | None) -> None:
    """Copy each chapter's notebook beside its page, for its download link."""
    if error is not None or app.builder.format != "html":
        return
    if not any(docname.startswith(COURSE) for docname in app.env.found_docs):
        return  # an edition without the course (it is English only)
    target = Path(app.outdir, COURSE)
    for notebook in sorted(Path(app.srcdir, COURSE).glob("*.ipynb")):
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(notebook, target / notebook.name)


def setup(app: Sphinx) -> dict[str, object]:
    app.connect("html-page-context", download_link)
    app.connect("build-finished", copy_notebooks, priority=400)  # before the offline list
    return {"parallel_read_safe": True, "parallel_write_safe": True}
