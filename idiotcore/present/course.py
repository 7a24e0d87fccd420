"""``idiot notebooks`` and ``idiot table``: the course in JupyterLab and the table app in marimo,
with the rulebook served beside them, so that every rule link leads to its paragraph.

The course opens on a working copy (``~/idiot-course`` unless told otherwise), never on the
checkout: what a reader runs and saves stays there, and the stored notebooks stay as the tests
check them. A notebook already in the working copy is kept, the reader's work with it; the
helpers and the lessons are copied afresh each time. The notebooks' links to the rulebook
(``[§7](#s7)``, which the site resolves to its own pages) are written, in the copy, as the
address of the served rulebook: the local site, or the published one when ``IDIOT_BOOK_URL``
names it. JupyterLab, marimo and Sphinx are the project's development tools, run only from here;
the engine needs none of them.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path

from ..lang.wording import phrase
from .book import CHECKOUT, DEFAULT_OUT, DOCS, build_site, missing_tools, server_for

__all__ = ["NOTEBOOKS", "WORKING_COPY", "labels", "notebooks", "table", "with_links",
           "working_copy"]

NOTEBOOKS = CHECKOUT / "notebooks"
WORKING_COPY = Path.home() / "idiot-course"
"""Where ``idiot notebooks`` copies the course unless told otherwise."""
REFRESHED = ("idiot_widgets", "lessons", "exercises.json", "../rulebook")
"""What the notebooks read besides themselves (the rulebook for its worked examples), from the
notebooks' folder: copied afresh every time."""
_LABEL = re.compile(r"^\(([\w-]+)\)=\s*$", re.M)
_LINK = re.compile(r"\]\(#([\w-]+)\)")


def labels(docs: Path = DOCS) -> dict[str, str]:
    """Every label of the site's pages (``(s7)=``) with its address from the site's root
    (``extreme/s07-seven.html#s7``), read from the pages' sources."""
    found = {}
    pages = [Path(folder, name) for folder, dirs, names in os.walk(docs, followlinks=True)
             for name in names if name.endswith(".md") and "_build" not in Path(folder).parts]
    for page in sorted(pages):  # the rulebook's folders are linked into the site's sources
        address = page.relative_to(docs).with_suffix(".html").as_posix()
        for label in _LABEL.findall(page.read_text(encoding="utf-8")):
            found[label] = f"{address}#{label}"
    return found


def with_links(markdown: str, base: str, known: dict[str, str]) -> str:
    """``markdown`` with its links to the site's labels (``](#s7)``) made addresses under
    ``base``; a label the site does not have is left as it is.

    >>> with_links("see [§7](#s7) and [x](#nope)", "http://127.0.0.1:8000/",
    ...            {"s7": "extreme/s07-seven.html#s7"})
    'see [§7](http://127.0.0.1:8000/extreme/s07-seven.html#s7) and [x](#nope)'
    """
    return _LINK.sub(lambda m: f"]({base}{known[m[1]]})" if m[1] in known else m[0], markdown)


def working_copy(into: Path, base: str) -> list[Path]:
    """Copy the course into ``into``: each notebook not there yet, its rulebook links made
    addresses under ``base``; the helpers and the lessons afresh. Returns the notebooks copied
    now (those already there are the reader's, and kept)."""
    into.mkdir(parents=True, exist_ok=True)
    for name in REFRESHED:
        source, target = (NOTEBOOKS / name).resolve(), into / Path(name).name
        if source.is_dir():
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, target)
    known = labels()
    copied = []
    for notebook in sorted(NOTEBOOKS.glob("*.ipynb")):
        target = into / notebook.name
        if target.exists():
            continue
        book = json.loads(notebook.read_text(encoding="utf-8"))
        for cell in book["cells"]:
            if cell["cell_type"] == "markdown":
                text = with_links("".join(cell["source"]), base, known)
                cell["source"] = text.splitlines(keepends=True)
        target.write_text(json.dumps(book, indent=1, ensure_ascii=False) + "\n",
                          encoding="utf-8")
        copied.append(target)
    return copied


def _serve_rulebook(port: int) -> str | None:
    """The rulebook's address: ``IDIOT_BOOK_URL`` when set (a published site), else the local
    site (built first when it is not there) served on 127.0.0.1 in the background; None when
    it can't be built or served (said on standard error)."""
    published = os.environ.get("IDIOT_BOOK_URL")
    if published:
        return published if published.endswith("/") else published + "/"
    if not (DEFAULT_OUT / "index.html").exists():
        if missing_tools():
            print(phrase("command.NO_BOOK_TOOLS"), file=sys.stderr)
            return None
        print(phrase("command.BUILDING", where=str(DEFAULT_OUT)), flush=True)
        if build_site(DEFAULT_OUT, progress=True) != 0:
            print(phrase("command.BUILD_FAILED"), file=sys.stderr)
            return None
    server = server_for(DEFAULT_OUT, port)
    if server is None:
        return None
    threading.Thread(target=server.serve_forever, daemon=True).start()
    address = f"http://127.0.0.1:{server.server_port}/"
    print(phrase("command.SERVING_BOOK", address=address), flush=True)
    return address


def _run(command: list[str], book: str | None, cwd: Path) -> int:
    """Run ``command`` (JupyterLab, marimo) until it ends or Ctrl-C, with the rulebook's
    address for the widgets' links; its exit status."""
    env = dict(os.environ, **({"IDIOT_BOOK_URL": book} if book else {}))
    try:
        return subprocess.run(command, cwd=cwd, env=env, check=False).returncode
    except KeyboardInterrupt:
        return 0


def notebooks(into: Path | None, port: int, lab_port: int) -> int:
    """``idiot notebooks``: the course's working copy opened in JupyterLab on 127.0.0.1, the
    rulebook served beside it. Exit status JupyterLab's, or 2 when it is not installed."""
    if shutil.which("jupyter") is None and not Path(sys.executable).with_name("jupyter").exists():
        print(phrase("command.NO_JUPYTER"), file=sys.stderr)
        return 2
    book = _serve_rulebook(port)
    folder = into or WORKING_COPY
    copied = working_copy(folder, book or "../")
    print(phrase("command.COURSE_COPY", where=str(folder), count=len(copied)), flush=True)
    lab = [sys.executable, "-m", "jupyterlab", "--ServerApp.ip=127.0.0.1",
           f"--ServerApp.port={lab_port}", f"--ServerApp.root_dir={folder}",
           "--LabApp.default_url=/lab/tree/01-reading-a-table.ipynb"]
    return _run(lab, book, folder)


def table(port: int, app_port: int) -> int:
    """``idiot table``: the marimo app (``notebooks/table.py``) on 127.0.0.1, the rulebook served
    beside it. Exit status marimo's."""
    book = _serve_rulebook(port)
    app = [sys.executable, "-m", "marimo", "run", str(NOTEBOOKS / "table.py"), "--host",
           "127.0.0.1", "--port", str(app_port)]
    return _run(app, book, NOTEBOOKS)
