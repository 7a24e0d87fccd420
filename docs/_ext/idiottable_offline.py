"""The manifest and the service worker that keeps every file of the site, so it works offline once visited."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from idiotcore.lang.wording import phrase

OFFLINE_WORKER = Path(__file__).resolve().parent / "offline-worker.js"
"""The service worker's template (``__VERSION__``, ``__FILES__``)."""
WORKER_NAME = "idiot-sw.js"
MANIFEST_NAME = "manifest.webmanifest"
NOT_CACHED = {WORKER_NAME, "objects.inv", ".buildinfo"}
"""Files of the output the worker leaves out: itself, and what only Sphinx reads."""


def offline_files(out: Path) -> list[str]:
    """Every file of the built site the offline worker keeps, relative to the site root, in
    order: HTML pages, ``_static/`` (runtime and engine included), ``_images/``, the search
    index and the manifest; not the worker itself, Sphinx's own files, hidden ones,
    ``_sources/``, or a folder that holds another edition of the site (``nb/``, with a worker
    of its own, whose scope is that folder)."""
    found = []
    editions = {path.parent for path in out.glob(f"*/{WORKER_NAME}")}
    for path in sorted(out.rglob("*")):
        rel = path.relative_to(out)
        if not path.is_file() or rel.as_posix() in NOT_CACHED or rel.parts[0] == "_sources":
            continue
        if out / rel.parts[0] in editions:  # another language's edition, with its own worker
            continue
        if any(part.startswith(".") for part in rel.parts):
            continue
        found.append(rel.as_posix())
    return found


def write_offline(out: Path, name: str) -> str:
    """The manifest (the site called ``name``) and the service worker at the root of ``out``,
    listing what is there now; the worker's version (a hash of those files)."""
    manifest = {
        "name": name,
        "short_name": phrase("site.SHORT_NAME"),
        "description": phrase("site.DESCRIPTION"),
        "start_url": "index.html", "scope": "./", "display": "standalone",
        "background_color": "#ffffff", "theme_color": "#1d5fa8",
        "icons": [{"src": "_static/favicon.svg", "sizes": "any", "type": "image/svg+xml"}],
    }
    (out / MANIFEST_NAME).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    files = offline_files(out)
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0" + (out / rel).read_bytes() + b"\0")
    version = digest.hexdigest()[:16]
    worker = OFFLINE_WORKER.read_text(encoding="utf-8")
    worker = worker.replace("__VERSION__", version)
    worker = worker.replace("__FILES__", json.dumps(files, indent=0))
    (out / WORKER_NAME).write_text(worker, encoding="utf-8")
    return version
