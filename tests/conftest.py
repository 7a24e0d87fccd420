"""Shared fixtures: the rulebook site, built once per session with ``sphinx-build -W`` into a
temporary folder (about 20 s, the Table page's Pyodide snapshot included), and served on
http://127.0.0.1 (tests/test_site.py, tests/test_table_page.py).

``./run test`` spreads the tests over the machine's cores (pytest-xdist, ``--dist loadgroup``):
every test that reads the built site runs in one worker, so the site is built once."""

from __future__ import annotations

import contextlib
import functools
import http.server
import io
import threading
from collections.abc import Iterator

import pytest
from sitetools import Quiet, Site


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Keep the tests on the built site (and on each module-wide fixture) in one worker."""
    for item in items:
        names = getattr(item, "fixturenames", ())
        if "site" in names or "served" in names:
            item.add_marker(pytest.mark.xdist_group("site"))
        elif item.nodeid.startswith("tests/test_fingerprint.py"):
            item.add_marker(pytest.mark.xdist_group("fingerprint"))


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Site:
    from idiotcore.present.book import build_site, missing_tools

    missing = missing_tools()
    if missing:
        pytest.skip(f"the docs extra is not installed ({', '.join(missing)} missing)")
    base = tmp_path_factory.mktemp("rulebook-site")
    warnings = base / "warnings"
    log = io.StringIO()
    with contextlib.redirect_stdout(log):  # the lines `idiot book` prints as it builds
        status = build_site(base / "html", warnings=warnings, progress=True)
    text = "".join(path.read_text(encoding="utf-8") for path in sorted(warnings.glob("*.txt")))
    if not (base / "html" / "index.html").exists():
        pytest.fail(f"the site was not built (status {status}):\n{text}")
    return Site(base / "html", status, text, log.getvalue())


@pytest.fixture(scope="session")
def served(site: Site) -> Iterator[str]:
    """The built site on http://127.0.0.1:<free port>/, from a thread."""
    handler = functools.partial(Quiet, directory=str(site.out))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()
