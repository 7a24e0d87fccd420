"""One line per build stage, when ``idiot book`` asks (``idiot_progress``): Sphinx itself runs quiet."""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx


def progress(app: Sphinx, text: str) -> None:
    """One line of the build's progress, when asked for (``idiot book``: ``-D idiot_progress=1``;
    Sphinx itself runs quiet)."""
    if app.config.idiot_progress:
        print(f"  {text}", flush=True)


def reading(app: Sphinx, env: Any, docnames: list[str]) -> None:
    progress(app, f"reading {len(docnames)} pages (every worked example is decided again)…")


def writing(app: Sphinx, builder: Any) -> None:
    progress(app, f"writing {len(app.env.found_docs)} pages…")
