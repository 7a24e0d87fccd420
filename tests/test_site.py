"""The rulebook site: built once with ``sphinx-build -W``, then checked as files and in Chromium.

The build runs once per session into a temporary folder (about 5 s). The browser test drives the
Debian Chromium at /usr/bin/chromium through Playwright for Python, over a local http.server, and
is skipped only when that browser is not installed (CI installs it).
"""

from __future__ import annotations

import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import ClassVar
from urllib.parse import unquote, urljoin, urlsplit
from urllib.request import urlopen

import pytest
from sitetools import CHROMIUM, CHROMIUM_ARGS, Site  # the site and served fixtures: conftest.py

from idiotcore.model.rulebook import RULES, anchor
from idiotcore.present.examples import read_examples
from idiotcore.present.lessons import load as load_lessons

ROOT = Path(__file__).resolve().parent.parent
RULEBOOK = ROOT / "rulebook"
NOT_BUILT = {"CONVENTIONS.md"}  # for authors; deliberately left out of the site (docs/conf.py)
# myst-parser 5 still uses an attribute Sphinx 9 deprecates: thousands of identical warnings.
pytestmark = pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")


# --- the build and its files ------------------------------------------------------------------


def test_build_is_clean_with_W(site: Site) -> None:
    assert site.status == 0, f"sphinx-build -W failed (status {site.status}):\n{site.warnings}"


def test_every_page_is_built(site: Site) -> None:
    expected = [p.relative_to(RULEBOOK).with_suffix(".html").as_posix()
                for p in sorted(RULEBOOK.rglob("*.md")) if p.name not in NOT_BUILT]
    expected += ["index.html", "notation.html", "placement-matrix.html", "search.html",
                 "table.html"]
    missing = [page for page in expected if not (site.out / page).is_file()]
    assert not missing, f"not built (a new rulebook page needs a symlink in docs/?): {missing}"
    assert not (site.out / "CONVENTIONS.html").exists()


ICON = re.compile(r'<link rel="(?:shortcut )?icon" href="([^"]+)"')


def test_every_page_links_an_icon_that_exists(site: Site) -> None:
    # Issue 13: without one, a browser asked for /favicon.ico on every page and got a 404.
    wrong = []
    for page in site.pages():
        icons = ICON.findall((site.out / page).read_text(encoding="utf-8"))
        if len(icons) != 1 or not ((site.out / page).parent / unquote(icons[0])).is_file():
            wrong.append(f"{page}: {icons}")
    assert not wrong, "\n".join(wrong)


def _pages_read(site: Site) -> int:
    """The pages Sphinx reads: every built page but the index and the search page it adds."""
    return len([p for p in site.pages() if p not in ("genindex.html", "search.html")])


def test_the_build_says_what_it_is_doing(site: Site) -> None:
    # Issue 13: `idiot book` was silent for a minute. The session's build printed these lines,
    # for each edition (English at the root, Norwegian under nb/: issue 30).
    lines = site.log.splitlines()
    assert len(lines) == 10, site.log
    for block, folder in ((lines[:5], ""), (lines[5:], "nb")):
        edition = site.edition(folder)
        assert block[0] == f"the {folder or 'en'} edition, into {edition.out}"
        assert re.fullmatch(rf"  reading {_pages_read(edition)} pages \(.*\)…", block[1])
        assert block[2] == f"  writing {_pages_read(edition)} pages…"
        assert block[3].startswith("  preparing the in-page engine (")
        size = sum(f.stat().st_size for part in ("pyodide", "engine")
                   for f in (edition.out / "_static" / part).iterdir())
        assert block[4].startswith(f"  the in-page engine is ready ({size / 1e6:.0f} MB in ")


def test_idiot_book_serves_the_site_and_says_where(site: Site) -> None:
    serving = subprocess.Popen(
        [sys.executable, "-c", "import sys; from pathlib import Path; from idiotcore.present.book import "
         "serve; sys.exit(serve(Path(sys.argv[1]), 0))", str(site.out)],
        cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert serving.stdout is not None
        said = serving.stdout.readline()
        found = re.fullmatch(r"Serving the rulebook at (http://127\.0\.0\.1:\d+/) \(Ctrl-C stops\)\n",
                             said)
        assert found, said
        assert serving.stdout.readline() == f"  the nb edition: {found[1]}nb/\n"
        for page in ("index.html", "extreme/s07-seven.html", "table.html", "nb/index.html"):
            with urlopen(found[1] + page, timeout=10) as response:
                icons = ICON.findall(response.read().decode("utf-8"))
            with urlopen(urljoin(found[1] + page, icons[0]), timeout=10) as response:
                assert response.status == 200
                assert response.headers["Content-Type"] == "image/svg+xml"
                assert response.read().startswith(b"<svg")
    finally:
        serving.terminate()
        serving.wait(timeout=10)


def test_every_rule_has_its_anchor_on_its_page(site: Site) -> None:
    missing = []
    for rule in RULES.values():
        page = site.out / f"{rule.page}.html"
        if not page.is_file():
            missing.append(f"{rule.id}: no page {rule.page}.html")
        elif f'id="{anchor(rule.id)}"' not in page.read_text(encoding="utf-8"):
            missing.append(f'{rule.id}: no id="{anchor(rule.id)}" in {rule.page}.html')
    assert not missing, "\n".join(missing)


def test_every_example_is_drawn(site: Site) -> None:
    wrong = []
    for path in sorted(RULEBOOK.rglob("*.md")):
        if path.name in NOT_BUILT:
            continue
        docname = path.relative_to(RULEBOOK).with_suffix("").as_posix()
        expected = len(read_examples(path, RULEBOOK))
        text = site.html(docname)
        shown = len(re.findall(r'class="idiot-example[ "]', text))
        if shown != expected or text.count("<svg") < expected:
            wrong.append(f"{docname}: {expected} examples, {shown} drawn")
    assert not wrong, "\n".join(wrong)


def test_rule_statements_and_matrix(site: Site) -> None:
    seven = site.html("extreme/s07-seven")
    assert " ".join(RULES["§7"].text.split()[:6]) in seven, "the §7 statement is missing"
    matrix = site.html("placement-matrix")
    cells = re.findall(r'<td class="idiot-(yes|no)"', matrix)
    assert len(cells) == 14 * 16 and "yes" in cells and "no" in cells
    assert "Referred to by" in seven


class _Assets(HTMLParser):
    """Collects every address a page would load by itself (scripts, styles, images, frames)."""

    LOADS: ClassVar[dict[str, str]] = {
        "script": "src", "img": "src", "iframe": "src", "embed": "src", "source": "src",
        "audio": "src", "video": "src", "track": "src", "object": "data", "link": "href",
    }

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        key = self.LOADS.get(tag)
        if key and found.get(key):
            self.urls.append(str(found[key]))
        if found.get("srcset"):
            self.urls.extend(part.split()[0] for part in str(found["srcset"]).split(","))


def _outside(url: str) -> bool:
    url = url.strip().lower()
    return url.startswith(("http://", "https://", "//"))


def test_nothing_is_loaded_from_elsewhere(site: Site) -> None:
    outside = []
    for page in site.pages():
        parser = _Assets()
        parser.feed((site.out / page).read_text(encoding="utf-8"))
        outside += [f"{page}: {url}" for url in parser.urls if _outside(url)]
    for css in site.out.rglob("*.css"):
        text = re.sub(r"/\*.*?\*/", "", css.read_text(encoding="utf-8"), flags=re.S)
        outside += [f"{css.name}: {url}" for url in re.findall(
            r"""(?:url\(\s*['"]?|@import\s+['"])([^'")\s]+)""", text) if _outside(url)]
    assert not outside, "\n".join(outside)


# --- in the browser ---------------------------------------------------------------------------


def _local(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about"):
        return True
    return parts.scheme in ("http", "https") and parts.hostname == "127.0.0.1"


def test_site_in_chromium(site: Site, served: str) -> None:
    if not CHROMIUM.exists():
        pytest.skip("/usr/bin/chromium is not installed (apt-get install -y chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    left: list[str] = []
    broken: list[str] = []
    pages = site.pages()
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            context = browser.new_context()

            def guard(route: sync_api.Route) -> None:
                if _local(route.request.url):
                    route.continue_()
                else:
                    left.append(route.request.url)
                    route.abort()

            context.route("**/*", guard)
            page = context.new_page()
            not_found: list[str] = []
            page.on("response", lambda r: r.status == 404 and not_found.append(r.url))

            # §7: the worked examples show the table as pictures.
            page.goto(served + "extreme/s07-seven.html")
            assert page.locator(".idiot-example").count() >= 2
            pictures = page.locator(".idiot-example svg.idiot-svg")
            assert pictures.count() >= 4
            assert pictures.first.is_visible()
            box = pictures.first.bounding_box()
            assert box is not None and box["width"] > 100 and box["height"] > 100
            assert page.locator(".idiot-example svg text", has_text="stock").count() >= 1
            assert page.locator(".idiot-verdict a.idiot-rule-link").count() >= 1

            # Search works offline.
            page.goto(served + "search.html?q=seven")
            page.wait_for_selector("ul.search li a", timeout=15000)
            assert "Seven" in page.locator("ul.search").inner_text()

            # Every internal link of every page leads to a page, and to an element with its id.
            ids: dict[str, set[str]] = {}
            links: list[tuple[str, str]] = []
            for rel in pages:
                response = page.goto(served + rel, wait_until="domcontentloaded")
                assert response is not None and response.ok, f"{rel}: {response}"
                ids[rel] = set(page.eval_on_selector_all(
                    "[id], a[name]", "els => els.map(e => e.id || e.getAttribute('name'))"))
                hrefs = page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
                links += [(rel, href) for href in hrefs]
        finally:
            browser.close()
    root = urlsplit(served)
    lesson_ids = {lesson.id for lesson in load_lessons()}
    for source, href in links:
        parts = urlsplit(href)
        if parts.scheme not in ("http", "https") or parts.netloc != root.netloc:
            continue  # a link to another site: never fetched here
        target = unquote(parts.path).lstrip("/")
        if target == "" or target.endswith("/"):
            target += "index.html"
        if target == "table.html" and parts.fragment.startswith("p="):
            continue  # a position for the Table page (tests/test_table_page.py), not an anchor
        if target == "learn.html" and parts.fragment.startswith("lesson="):
            if parts.fragment.removeprefix("lesson=") not in lesson_ids:  # a lesson, not an anchor
                broken.append(f"{source}: {href} (no such lesson)")
            continue
        if target in ids:
            fragment = unquote(parts.fragment)
            if fragment and fragment not in ids[target]:
                broken.append(f"{source}: {href} (no element with id {fragment!r})")
        elif not (site.out / target).is_file():
            broken.append(f"{source}: {href} (no such page)")
    assert len(links) > 1000, f"only {len(links)} links found"
    assert not broken, f"{len(broken)} broken links:\n" + "\n".join(broken[:50])
    assert not left, "requests left 127.0.0.1:\n" + "\n".join(left)
    assert not not_found, "the server answered 404 for:\n" + "\n".join(not_found)
