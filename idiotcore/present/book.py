"""The ``idiot book`` command: build the rulebook site with Sphinx, in English at its root and
in Norwegian under ``nb/``, then serve it on 127.0.0.1.

The site's sources are the ``docs/`` folder of a checkout (next to the ``idiotcore`` package);
Sphinx, MyST and the theme are the optional ``docs`` extra (``pip install -e '.[docs]'``). The
engine itself never needs them.

>>> DOCS.name, DEFAULT_OUT.parts[-2:]
('docs', ('_build', 'site'))
"""

from __future__ import annotations

import functools
import http.server
import importlib
import importlib.util
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

__all__ = ["DEFAULT_OUT", "DOCS", "EDITIONS", "Edition", "book", "build_site", "missing_tools", "serve",
           "server_for"]

CHECKOUT = Path(__file__).resolve().parents[2]
DOCS = CHECKOUT / "docs"
"""The Sphinx source folder of a checkout: ``idiotcore/../docs``."""
DEFAULT_OUT = CHECKOUT / "_build" / "site"
"""Where ``idiot book`` builds the site unless told otherwise."""
_TOOLS = ("sphinx", "myst_parser", "myst_nb", "furo")


def missing_tools() -> list[str]:
    """The site's build tools that cannot be imported (empty when the ``docs`` extra is in)."""
    return [name for name in _TOOLS if importlib.util.find_spec(name) is None]


@dataclass(frozen=True)
class Edition:
    """One language of the site: Sphinx's ``language``, the engine's, and its folder."""

    sphinx: str
    language: str
    folder: str
    """Where it is built, under the site's root (``""``: the root itself)."""


EDITIONS: Final = (Edition("en", "en", ""), Edition("nb_NO", "nb", "nb/"))
"""The site's editions, built in this order: English at the root, Norwegian under ``nb/``.
Bokmål is ``nb_NO``, the code under which Sphinx files its own Norwegian words."""


def build_site(out: Path, *, warnings: Path | None = None, progress: bool = False,
               editions: Sequence[Edition] = EDITIONS) -> int:
    """Build every edition of the HTML site from :data:`DOCS` into ``out`` (each in its
    folder) with ``sphinx-build -W -q``.

    A fresh build every time (the doctrees go to a temporary folder), so every worked example
    is decided again by the engine as it is now. Returns Sphinx's exit status: 0 when every
    build is clean, else the first failure's (messages go to standard error, or to
    ``warnings``/``<language>.txt`` when ``warnings`` names a folder); 2 at once when
    ``node_modules/pyodide`` (the Table page's runtime) is missing: run ``npm ci``.

    ``progress``: the build says on standard output what it is doing as it goes (the site's
    extension prints the lines: ``docs/_ext/idiottable_progress.py``, config value ``idiot_progress``).
    An edition after the first takes the in-page engine's snapshot from the first, when the
    engine is the same (config value ``idiot_runtime_from``).
    """
    build_main = importlib.import_module("sphinx.cmd.build").build_main
    translators = importlib.import_module("sphinx.locale").translators
    with tempfile.TemporaryDirectory(prefix="idiot-doctrees-") as doctrees:
        for edition in editions:
            # Sphinx keeps every catalogue it loads for the rest of the process, a page's too:
            # each edition starts afresh, or one language's words would leak into the next.
            translators.clear()
            told = ["-D", "idiot_progress=1"] if progress else []
            if progress:
                print(f"the {edition.language} edition, into {out / edition.folder}", flush=True)
            if edition.folder:
                told += ["-D", f"idiot_runtime_from={out / '_static'}"]
            if warnings is not None:
                warnings.mkdir(parents=True, exist_ok=True)
                told += ["-w", str(warnings / f"{edition.language}.txt")]
            args = ["-W", "-q", "-b", "html", "-d", f"{doctrees}/{edition.language}",
                    "-D", f"language={edition.sphinx}", *told, str(DOCS),
                    str(out / edition.folder)]
            try:
                status = int(build_main(args))
            except SystemExit as stop:  # docs/_ext/idiottable_runtime.py: no Pyodide (`npm ci`)
                status = stop.code if isinstance(stop.code, int) else 2
            if status != 0:
                return status
    return 0


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the built site; no request log on the terminal."""

    def log_message(self, format: str, *args: object) -> None:
        pass


def book(build_only: str | None, port: int) -> int:
    """Build the site (into ``build_only``, or :data:`DEFAULT_OUT`), then unless ``build_only``
    serve it on ``http://127.0.0.1:PORT/`` until Ctrl-C (``port`` 0: any free port).

    Exit status: 0 done, 1 the build failed, 2 the tools or the ``docs/`` folder are missing, or
    the port cannot be opened.
    """
    missing = missing_tools()
    if missing:
        print(f"idiot book: {', '.join(missing)} not installed; install the docs extra: "
              "pip install -e '.[docs]'", file=sys.stderr)
        return 2
    if not (DOCS / "conf.py").is_file():
        print(f"idiot book: no rulebook sources at {DOCS}; run from a checkout of the project",
              file=sys.stderr)
        return 2
    out = Path(build_only) if build_only else DEFAULT_OUT
    print(f"Building the rulebook site into {out}…", flush=True)
    started = time.monotonic()
    status = build_site(out, progress=True)
    if status != 0:
        print(f"idiot book: the build failed (sphinx exit status {status}); see above",
              file=sys.stderr)
        return 1
    print(f"Rulebook built in {out} ({time.monotonic() - started:.0f} s)", flush=True)
    if build_only:
        return 0
    return serve(out, port)


def server_for(out: Path, port: int) -> http.server.ThreadingHTTPServer | None:
    """A server of the built site in ``out`` on 127.0.0.1 (``port`` 0: any free port), not yet
    started; None when the port cannot be opened (said on standard error)."""
    handler = functools.partial(_Handler, directory=str(out))
    try:
        return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError as err:
        print(f"idiot book: cannot serve on 127.0.0.1:{port}: {err.strerror or err}",
              file=sys.stderr)
        return None


def serve(out: Path, port: int) -> int:
    """Serve the built site in ``out`` on ``http://127.0.0.1:PORT/`` until Ctrl-C (``port`` 0:
    any free port); the first line printed is the address. Exit status 0, or 2 when the port
    cannot be opened."""
    server = server_for(out, port)
    if server is None:
        return 2
    with server:
        print(f"Serving the rulebook at http://127.0.0.1:{server.server_port}/ (Ctrl-C stops)",
              flush=True)
        for edition in EDITIONS:
            if edition.folder and (out / edition.folder / "index.html").is_file():
                print(f"  the {edition.language} edition: "
                      f"http://127.0.0.1:{server.server_port}/{edition.folder}", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("idiot book: stopped", file=sys.stderr)
    return 0
