"""Works offline once visited (issue 16): the built site has a web app manifest and a service
worker that keeps every file of the site on the device. In headless Chromium: visit the home page,
wait for the worker, switch the network off and stop the server, then reload and open the
rulebook, the Table page (which judges a move), the Play page and the search.
"""

from __future__ import annotations

import functools
import gzip
import http.server
import json
import re
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from sitetools import Quiet, Site
from test_table_page import (  # noqa: F401
    WAIT_MS,
    Watch,
    _context,
    _example_link,
    _megabytes,
    _page,
    browser,
)

from idiotcore.lang.wording import phrase, speaking
from idiotcore.present import web

pytestmark = [pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")]

ROOT = Path(__file__).resolve().parent.parent


def _offline() -> Any:
    pytest.importorskip("sphinx")
    sys.path.insert(0, str(ROOT / "docs" / "_ext"))
    import idiottable_offline

    return idiottable_offline


def _worker_files(out: Path) -> tuple[str, list[str]]:
    text = (out / "idiot-sw.js").read_text(encoding="utf-8")
    version = re.search(r'const VERSION = "([0-9a-f]+)";', text)
    files = re.search(r"const FILES = (\[.*?\]);", text, re.S)
    assert version and files, text[:500]
    return version[1], json.loads(files[1])


def test_the_worker_keeps_every_page_and_file_of_the_site(site: Site) -> None:
    version, files = _worker_files(site.out)
    pages = site.pages()
    assert set(pages) <= set(files), set(pages) - set(files)
    static = {p.relative_to(site.out).as_posix() for p in (site.out / "_static").rglob("*")
              if p.is_file()}
    assert static <= set(files), static - set(files)
    assert not [f for f in files if f.startswith("nb/")]  # the Norwegian edition's worker keeps those
    for needed in ("_static/pyodide/pyodide.asm.wasm", "_static/pyodide/python_stdlib.zip",
                   "_static/engine/idiotcore.zip", "_static/engine/idiotcore.snapshot",
                   "_static/table-worker.js", "searchindex.js", "manifest.webmanifest"):
        assert needed in files, needed
    assert "idiot-sw.js" not in files and all((site.out / f).is_file() for f in files)
    manifest = json.loads((site.out / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "index.html" and manifest["display"] == "standalone"
    assert all((site.out / icon["src"]).is_file() for icon in manifest["icons"])
    for page in pages:
        text = (site.out / page).read_text(encoding="utf-8")
        depth = page.count("/")
        assert f'<link rel="manifest" href="{"../" * depth}manifest.webmanifest">' in text, page
        assert 'src="' + "../" * depth + "_static/idiot-offline.js" in text, page
    assert len(version) == 16


def test_the_hosting_page_says_what_the_offline_copy_downloads(site: Site) -> None:
    files = [site.out / f for f in _worker_files(site.out)[1]]
    plain = sum(f.stat().st_size for f in files) / 1e6
    gzipped = sum(len(gzip.compress(f.read_bytes(), 6)) for f in files) / 1e6
    hosting = (ROOT / "docs" / "contributing" / "hosting.md").read_text(encoding="utf-8")
    said_plain = _megabytes(hosting, r"works offline once visited.*?about (\d+) MB as a plain")
    said_gzip = _megabytes(hosting, r"works offline once visited.*?as a plain server sends them, "
                           r"(\d+) MB with gzip")
    assert abs(said_plain - plain) <= 0.1 * plain, (said_plain, plain)
    assert abs(said_gzip - gzipped) <= 0.1 * gzipped, (said_gzip, gzipped)


def test_a_new_build_brings_a_new_cache(tmp_path: Path) -> None:
    offline = _offline()
    (tmp_path / "_static").mkdir()
    (tmp_path / "index.html").write_text("<p>one</p>", encoding="utf-8")
    (tmp_path / "_static" / "favicon.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / ".buildinfo").write_text("sphinx's", encoding="utf-8")
    first = offline.write_offline(tmp_path, "the rulebook")
    assert first == offline.write_offline(tmp_path, "the rulebook")  # same files, same cache
    assert _worker_files(tmp_path) == (first, ["_static/favicon.svg", "index.html",
                                               "manifest.webmanifest"])
    (tmp_path / "index.html").write_text("<p>two</p>", encoding="utf-8")
    second = offline.write_offline(tmp_path, "the rulebook")
    assert second != first and _worker_files(tmp_path)[0] == second
    (tmp_path / "learn.html").write_text("<p>a page added later</p>", encoding="utf-8")
    assert offline.write_offline(tmp_path, "the rulebook") != second
    assert "learn.html" in _worker_files(tmp_path)[1]


@pytest.mark.parametrize("folder", ["", "nb/"], ids=["English", "Norwegian"])
def test_offline_after_a_first_visit(site: Site, browser: Any, folder: str  # noqa: F811
                                     ) -> None:
    """Each edition (English at the root, Norwegian under nb/) has its own worker, whose scope
    and cache are its folder's."""
    language = folder.strip("/") or "en"
    edition = site.edition(folder)
    _, position, move = _example_link(edition)
    version, files = _worker_files(edition.out)
    handler = functools.partial(Quiet, directory=str(site.out))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}/{folder}"
    watch = Watch()
    context = _context(browser, watch, service_workers="allow")
    stopped = False
    try:
        page = _page(context, watch)
        page.goto(base)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=WAIT_MS)
        kept = page.evaluate("""async () => {
            const names = await caches.keys();
            const cache = await caches.open(names.find((n) => n.startsWith('idiot-site-')));
            return [names, (await cache.keys()).length];
        }""")
        assert kept == [[f"idiot-site-/{folder}-{version}"], len(files)], kept
        # No network, and no server either.
        context.set_offline(True)
        server.shutdown()
        server.server_close()
        stopped = True
        page.reload()
        assert "Idiot" in page.title()
        page.goto(base + "extreme/s07-seven.html")
        page.wait_for_selector(".idiot-example svg.idiot-svg")
        assert page.locator("h1").first.inner_text().startswith("§7")
        page.goto(base + "classic/norske-kortspill.html")
        assert page.locator(".idiot-example").count() >= 2
        page.goto(base + "table.html#" + web.fragment(position, move))
        page.wait_for_selector("#idiot-app[data-state=verdict] #table-verdict .idiot-verdict",
                               timeout=WAIT_MS)
        with speaking(language):  # the engine's own verdict, in the edition's language
            judged = json.loads(web.judge_move(position, move))
            said = phrase("screen.LEGAL" if judged["legal"] else "screen.ILLEGAL")
        shown = page.inner_text("#table-verdict")
        assert shown.startswith(said), shown
        assert page.inner_text("#table-after-notation") == judged["after_notation"]
        page.goto(base + "play.html?delay=0&seed=3")
        page.wait_for_function("['your-turn', 'over'].includes("
                               "document.getElementById('play-app').dataset.state)",
                               timeout=WAIT_MS)
        page.goto(base + "search.html?q=" + ("seven" if language == "en" else "konge"))
        page.wait_for_selector("ul.search li a", timeout=WAIT_MS)
    finally:
        context.close()
        if not stopped:
            server.shutdown()
            server.server_close()
    assert not watch.outside, watch.outside
    assert not watch.dialogs, watch.dialogs
