"""The Table page in headless Chromium: the real engine under Pyodide, from the site's own files.

Uses the session's built site and server (tests/conftest.py). Every request is routed and its host
recorded: nothing may leave 127.0.0.1. Skipped only when /usr/bin/chromium is not installed.
"""

from __future__ import annotations

import functools
import gzip
import html
import http.server
import json
import re
import threading
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote, urlsplit

import pytest
from sitetools import CHROMIUM, CHROMIUM_ARGS, Quiet, Site

from idiotcore.play.game import DEFAULT_NAMES
from idiotcore.present import web

pytestmark = [pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")]

ROOT = Path(__file__).resolve().parent.parent
SEVEN_PAGE = "extreme/s07-seven"
WAIT_MS = 60_000
"""Generous: starting Python takes about a second here, more on a busy machine."""


@dataclass
class Watch:
    """What a browser context did: every URL requested, those that left 127.0.0.1, dialogs."""

    requested: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)


def _local(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about"):
        return True
    return parts.scheme in ("http", "https") and parts.hostname == "127.0.0.1"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip("/usr/bin/chromium is not installed (apt-get install -y chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


def _context(browser: Any, watch: Watch, *, block: str | None = None, **options: Any) -> Any:
    context = browser.new_context(**options)

    def guard(route: Any) -> None:
        url = route.request.url
        watch.requested.append(url)
        if not _local(url):
            watch.outside.append(url)
            route.abort()
        elif block and block in url:
            route.abort()
        else:
            route.continue_()

    context.route("**/*", guard)
    return context


def _page(context: Any, watch: Watch) -> Any:
    page = context.new_page()

    def on_dialog(dialog: Any) -> None:
        watch.dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", on_dialog)
    return page


def _example_link(site: Site) -> tuple[str, str, str]:
    """The first "open on the table" link of §7 (an Extreme position): (href, position, move)."""
    text = site.html(SEVEN_PAGE)
    href = html.unescape(re.findall(r'<a class="idiot-table-link" href="([^"]+)"', text)[0])
    assert href.startswith("../table.html#p=")
    fields = dict(part.split("=", 1) for part in href.split("#", 1)[1].split("&"))
    return href, unquote(fields["p"]), unquote(fields["m"])


def _wait_verdict(page: Any) -> None:
    page.wait_for_selector("#idiot-app[data-state=verdict] #table-verdict .idiot-verdict",
                           timeout=WAIT_MS)


def _judged(position: str, move: str) -> dict[str, Any]:
    out = json.loads(web.judge_move(position, move))
    assert "error" not in out, out
    return dict(out)


def test_every_worked_example_links_to_the_table(site: Site) -> None:
    """Every page has one "open on the table" link per worked example, each to the Table page
    relative to the page's own folder (``../`` per level) with a position (``#p=``)."""
    missing = []
    for page in site.pages():
        text = (site.out / page).read_text(encoding="utf-8")
        examples = len(re.findall(r'class="idiot-example[ "]', text))
        links = re.findall(r'<a class="idiot-table-link" href="([^"]+)"', text)
        depth = page.count("/")
        if len(links) != examples:
            missing.append(f"{page}: {examples} examples, {len(links)} table links")
        for href in links:
            if not html.unescape(href).startswith("../" * depth + "table.html#p="):
                missing.append(f"{page}: {href}")
    assert not missing, "\n".join(missing)


def test_the_site_carries_exactly_the_pyodide_runtime_files(site: Site) -> None:
    """``_static/pyodide`` holds the five files the page needs to start Python and nothing
    more (no package wheels: the engine needs none), so a visitor downloads no more."""
    runtime = site.out / "_static" / "pyodide"
    assert sorted(p.name for p in runtime.iterdir()) == sorted(
        ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
         "pyodide-lock.json"])


def test_the_site_carries_the_engine_as_a_zip(site: Site) -> None:
    """``_static/engine/idiotcore.zip`` is there and is a zip of the engine's package, which the
    page's Python imports."""
    engine = site.out / "_static" / "engine" / "idiotcore.zip"
    assert engine.is_file()
    with zipfile.ZipFile(engine) as archive:
        names = set(archive.namelist())
    assert {"idiotcore/__init__.py", "idiotcore/engine.py"} <= names, sorted(names)[:10]


def test_the_table_page_says_the_engine_is_loading_before_it_starts(site: Site) -> None:
    """Before its script has run, the Table page is in its loading state and its status line
    (read out by screen readers) says the engine is loading."""
    page = site.html("table")
    assert "Loading the engine" in page
    status = re.search(r'<p [^>]*id="table-status"[^>]*>([^<]*)</p>', page)
    assert status and 'role="status"' in status.group(0), status
    assert status.group(1).strip().startswith("Loading the engine"), status.group(1)
    assert re.search(r'<div [^>]*id="idiot-app"[^>]* data-state="loading"', page)


def test_moves_on_the_table(site: Site, served: str, browser: Any) -> None:
    href, position, move = _example_link(site)
    assert move == "play AS" and position.startswith("extreme/")
    watch = Watch()
    context = _context(browser, watch)
    try:
        page = _page(context, watch)
        page.goto(served + SEVEN_PAGE + ".html")
        page.click(f'a.idiot-table-link[href="{href}"]')  # the example's own link
        page.wait_for_url(re.compile(r".*/table\.html#p=.*"), timeout=WAIT_MS)
        assert page.locator("#table-status").is_visible()
        _wait_verdict(page)
        assert page.get_attribute("#idiot-app", "data-engine") == "snapshot"
        assert "ready" in page.inner_text("#table-status")

        # The illegal move of the example: §7, and Ada picks up the pile.
        expected = _judged(position, move)
        assert not expected["legal"]
        verdict = page.inner_text("#table-verdict")
        assert "illegal" in verdict and "A♠ can't go on 7♥" in verdict
        assert "picks up the pile" in verdict
        hrefs = page.eval_on_selector_all("#table-rules a", "els => els.map(e => e.href)")
        assert hrefs and hrefs[0] == served + "extreme/s07-seven.html#s7"
        assert any("#s20-1" in h for h in hrefs)
        assert 'id="s7"' in site.html("extreme/s07-seven")
        assert page.inner_text("#table-after-notation") == expected["after_notation"]
        assert page.locator("#table-after svg").count() == 1
        assert page.inner_text("#table-notation") == position
        assert page.evaluate("location.hash") == "#" + web.fragment(position, move)

        # A legal move, typed: the table after it is the engine's.
        legal = json.loads(web.legal(position))["moves"]
        good = next((m for m in legal if m.startswith("play")), "pickup")  # here: pickup
        assert good in legal
        page.fill("#table-move", good)
        page.click("#table-check")
        page.wait_for_selector("#table-verdict .idiot-legal", timeout=WAIT_MS)
        expected = _judged(position, good)
        assert expected["legal"]
        assert page.inner_text("#table-after-notation") == expected["after_notation"]
        assert "m=" + quote(good) in page.evaluate("location.hash")

        # The legal moves, listed; pick one.
        page.click("#table-legal")
        page.wait_for_selector("#table-legal-list li button", timeout=WAIT_MS)
        assert page.eval_on_selector_all("#table-legal-list button",
                                         "els => els.map(e => e.textContent)") == legal

        # Go on from the table after the move, then step back.
        page.click("#table-continue")
        page.wait_for_function(f"document.getElementById('table-notation').textContent === "
                               f"{json.dumps(expected['after_notation'])}", timeout=WAIT_MS)
        assert page.locator("#table-result").is_hidden()
        page.click("#table-back")
        page.wait_for_selector("#table-verdict .idiot-legal", timeout=WAIT_MS)
        assert page.inner_text("#table-notation") == position
        assert page.input_value("#table-move") == good

        # Nothing came from anywhere else, the worker's requests included.
        names = {urlsplit(u).path.rsplit("/", 1)[-1] for u in watch.requested}
        assert {"table.js", "table-worker.js", "pyodide.mjs", "idiotcore.snapshot",
                "idiotcore.zip"} <= names
        assert not watch.outside, watch.outside
        assert not watch.dialogs
    finally:
        context.close()


HOSTILE = "<img src=x onerror=\"window.__pwned=1;alert('img')\"><script>window.__pwned=2;alert('s')</script>"


def _message(page: Any) -> str:
    page.wait_for_selector("#table-message:not([hidden])", timeout=WAIT_MS)
    return str(page.inner_text("#table-message"))


def test_hostile_links(site: Site, served: str, browser: Any) -> None:
    watch = Watch()
    context = _context(browser, watch)
    try:
        page = _page(context, watch)
        page.goto(served + "table.html#p=" + quote(HOSTILE) + "&m=" + quote(HOSTILE))
        text = _message(page)
        assert "position can't be read" in text and "example table instead" in text

        def nothing_ran() -> None:
            assert page.evaluate("typeof window.__pwned") == "undefined"
            assert page.evaluate("document.querySelectorAll('img[src=\"x\"], #idiot-app "
                                 "script').length") == 0
            assert not watch.dialogs, watch.dialogs

        nothing_ran()

        def after_hash(fragment: str) -> str:
            page.evaluate("document.getElementById('table-message').hidden = true")
            page.evaluate("f => { location.hash = f; }", fragment)
            return _message(page)

        assert "too long" in after_hash("p=" + "7H" * 50_000)  # 100 KB
        assert "not properly percent-encoded" in after_hash("p=%E0%A4%A&m=pickup")
        assert "can't be read" in after_hash("p=extreme/0/Ada:7H::;Bo/-/0/0")
        assert "not valid JSON" in after_hash("p=" + quote('{"players": ' + "[" * 2000))
        _, position, _ = _example_link(site)
        text = after_hash(web.fragment(position, HOSTILE))
        assert "can't be judged" in text and "'<img'" in text  # as text, never as markup
        nothing_ran()

        # Nothing broke: a good link still gives its verdict.
        page.evaluate("f => { location.hash = f; }", web.fragment(position, "pickup"))
        page.wait_for_selector("#table-verdict .idiot-legal", timeout=WAIT_MS)
        assert page.locator("#table-message").is_hidden()
        nothing_ran()
        # A link to a heading of the page leaves the table alone.
        page.evaluate("location.hash = 'how-to-use-it'")
        page.wait_for_timeout(300)
        assert page.inner_text("#table-notation") == position
        assert page.locator("#table-verdict .idiot-legal").count() == 1
        assert not watch.outside, watch.outside
    finally:
        context.close()


def test_phone_screen_and_tapping_cards(site: Site, served: str, browser: Any) -> None:
    href = _example_link(site)[0]
    watch = Watch()
    context = _context(browser, watch, viewport={"width": 390, "height": 844}, is_mobile=True,
                       has_touch=True)
    try:
        page = _page(context, watch)
        page.goto(served + href.removeprefix("../"))
        _wait_verdict(page)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"the page is {width} px wide on a 390 px screen"
        box = page.locator("#table-verdict").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
        # Empty the table, then tap: Ada's hand is the target; add the 7♥, take it away again.
        page.tap("#table-clear")
        page.wait_for_function("document.getElementById('table-notation').textContent"
                               ".includes('Ada::')", timeout=WAIT_MS)
        page.tap('#table-editor button[data-card="7H"]')
        page.wait_for_function("document.getElementById('table-notation').textContent"
                               ".includes('Ada:7H:')", timeout=WAIT_MS)
        page.tap('#table-editor button[data-card="7H"]')  # twice: refused, a card too many
        page.wait_for_selector("#table-editor-message:not([hidden])", timeout=WAIT_MS)
        assert "7H" in page.inner_text("#table-editor-message")
        page.tap('#table-editor button[aria-label^="remove 7♥"]')
        page.wait_for_function("document.getElementById('table-notation').textContent"
                               ".includes('Ada::')", timeout=WAIT_MS)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert not watch.outside and not watch.dialogs
    finally:
        context.close()


def test_without_the_snapshot_python_starts_from_scratch(site: Site, served: str,
                                                         browser: Any) -> None:
    _, position, move = _example_link(site)
    watch = Watch()
    context = _context(browser, watch, block="idiotcore.snapshot")
    try:
        page = _page(context, watch)
        page.goto(served + "table.html#" + web.fragment(position, move))
        _wait_verdict(page)
        assert page.get_attribute("#idiot-app", "data-engine") == "fresh"
        assert "A♠ can't go on 7♥" in page.inner_text("#table-verdict")
        assert not watch.outside
    finally:
        context.close()


BIG_HAND = ("extreme/0/Ada:2C2S8H8S9C9D9HJCJDJHQCQDKCKS7C7D7S6C6D5C5H4C4D:xxxxxx:xxxxxx;"
            "Bo:xxxxxx::/1.4H/0/0")


def test_a_big_hand_lists_a_few_hundred_moves_and_counts_the_rest(site: Site, served: str,
                                                                  browser: Any) -> None:
    # 22 hand cards with 2s and 8s: tens of thousands of ladders (§8). The page writes out
    # the engine's first moves and says how many more there are.
    position = BIG_HAND
    listed = json.loads(web.legal(position))
    watch = Watch()
    context = _context(browser, watch)
    try:
        page = _page(context, watch)
        page.goto(served + "table.html#" + web.fragment(position, "pickup"))
        _wait_verdict(page)
        page.click("#table-legal")
        page.wait_for_selector("#table-legal-list li button", timeout=WAIT_MS)
        buttons = page.eval_on_selector_all("#table-legal-list button",
                                            "els => els.map(e => e.textContent)")
        assert buttons == listed["moves"] and len(buttons) == web.LISTED
        last = page.inner_text("#table-legal-list li:last-child")
        more = listed["count"] - web.LISTED
        assert f"… and {more} more legal moves ({listed['count']} in all" in last
        assert not watch.outside and not watch.dialogs
    finally:
        context.close()


PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


@contextmanager
def _table(browser: Any, url: str, prepare: Callable[[Any], None] | None = None,
           **options: Any) -> Iterator[tuple[Any, Watch]]:
    """The page at ``url`` in a fresh browser context (``prepare``d first), once its verdict
    is shown; at the end, nothing may have left 127.0.0.1 and no dialog opened."""
    watch = Watch()
    context = _context(browser, watch, **options)
    try:
        if prepare is not None:
            prepare(context)
        page = _page(context, watch)
        page.goto(url)
        _wait_verdict(page)
        yield page, watch
        assert not watch.outside and not watch.dialogs, (watch.outside, watch.dialogs)
    finally:
        context.close()


def _notation(page: Any) -> str:
    return str(page.inner_text("#table-notation"))


def _wait_notation(page: Any, needle: str) -> None:
    page.wait_for_function("n => document.getElementById('table-notation').textContent"
                           ".includes(n)", arg=needle, timeout=WAIT_MS)


IN_VIEW = """sel => {
    const el = document.querySelector(sel);
    const box = el.getBoundingClientRect();
    if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return el.contains(hit);
}"""
"""True when the element lies wholly inside the viewport and nothing (the theme's header) covers
its middle."""


def _in_view(page: Any, selector: str) -> bool:
    """True once the element is in view (the theme scrolls smoothly: give it two seconds)."""
    try:
        page.wait_for_function(IN_VIEW, arg=selector, timeout=2000)
    except Exception:  # playwright's TimeoutError
        return False
    return True


def test_an_empty_table_gives_the_others_unknown_hands(site: Site, served: str,
                                                       browser: Any) -> None:
    # Issue 13: "Empty table" dealt the others nothing, so every move was "the game is over".
    with _table(browser, served + "table.html") as (page, _):
        page.select_option("#table-players", "3")
        page.click("#table-clear")
        _wait_notation(page, "Ada::")
        page.click('#table-editor button[data-card="7H"]')  # Ada's hand is the target
        _wait_notation(page, "Ada:7H:")
        position = _notation(page)
        assert ";Bo:xxxxxx:" in position and ";Cy:xxxxxx:" in position
        page.fill("#table-move", "play 7H")
        page.click("#table-check")
        page.wait_for_selector("#table-verdict .idiot-legal", timeout=WAIT_MS)
        assert "over" not in page.inner_text("#table-verdict")
        assert page.inner_text("#table-after-notation") == _judged(position, "play 7H")[
            "after_notation"]


def test_an_empty_table_seats_every_player_asked_for_with_the_engines_names(
        site: Site, served: str, browser: Any) -> None:
    # The page named at most five seats from its own list; the names are now the engine's.
    with _table(browser, served + "table.html") as (page, _):
        page.select_option("#table-ruleset", "portuguese")  # takes up to nine players (P1)
        _wait_notation(page, "portuguese/")  # the table shown again: then choose the seats
        page.select_option("#table-players", "7")
        page.click("#table-clear")
        _wait_notation(page, "Ada::")
        seats = _notation(page).split("/")[2].split(";")
        assert [seat.split(":")[0] for seat in seats] == list(DEFAULT_NAMES[:7])


def test_the_verdict_is_brought_into_view_on_a_phone(site: Site, served: str,
                                                     browser: Any) -> None:
    href = _example_link(site)[0]
    with _table(browser, served + href.removeprefix("../"), **PHONE) as (page, _):  # a shared link
        assert _in_view(page, "#table-verdict"), "a shared link's verdict is out of view"
        # A big hand's legal moves, listed, lie between Check and the verdict: screens of them.
        page.evaluate("f => { location.hash = f; }", web.fragment(BIG_HAND, "pickup"))
        page.wait_for_selector("#table-verdict .idiot-legal", timeout=WAIT_MS)
        page.tap("#table-legal")
        page.wait_for_selector("#table-legal-list li button", timeout=WAIT_MS)
        move = json.loads(web.legal(BIG_HAND))["moves"][0]
        after = _judged(BIG_HAND, move)["after_notation"]
        page.evaluate("window.scrollTo(0, 0)")
        page.fill("#table-move", move)
        page.tap("#table-check")
        page.wait_for_function("n => document.getElementById('table-after-notation').textContent "
                               "=== n", arg=after, timeout=WAIT_MS)
        assert _in_view(page, "#table-verdict"), "the verdict after Check is out of view"


def _with_clipboard(context: Any, served: str) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=served)


def _without_clipboard(context: Any) -> None:
    """As on a page served over plain http: no clipboard API."""
    context.add_init_script(
        "Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined})")


def test_copy_link(site: Site, served: str, browser: Any) -> None:
    _, position, move = _example_link(site)
    link = served + "table.html#" + web.fragment(position, move)
    with _table(browser, link, lambda c: _with_clipboard(c, served)) as (page, _):
        page.click("#table-copy")
        page.wait_for_function("document.getElementById('table-copied').textContent "
                               "=== 'Link copied'", timeout=WAIT_MS)
        assert page.evaluate("navigator.clipboard.readText()") == link
        assert page.locator("#table-link").is_hidden()
    with _table(browser, link, _without_clipboard) as (page, _):
        page.click("#table-copy")
        page.wait_for_selector("#table-link", state="visible", timeout=WAIT_MS)
        assert "selected" in page.inner_text("#table-copied")
        assert page.input_value("#table-link") == link
        assert page.evaluate("""() => { const el = document.activeElement;
            return [el.id, el.selectionStart, el.selectionEnd]; }""") == [
            "table-link", 0, len(link)]


def _used(page: Any) -> list[str]:
    return list(page.eval_on_selector_all("#table-editor .idiot-ed-palette .idiot-ed-used",
                                          "els => els.map(e => e.dataset.card)"))


def test_the_picker_greys_used_cards_and_refusals_name_the_card_beside_it(
        site: Site, served: str, browser: Any) -> None:
    with _table(browser, served + "table.html", **PHONE) as (page, _):
        # A dealt table holds the whole deck: every card is used, an unknown one never is.
        page.tap("#table-deal")
        page.wait_for_function("!document.getElementById('table-notation').textContent"
                               ".includes('Ada:8H3CKD')", timeout=WAIT_MS)
        page.tap("#table-edit-box summary")
        assert len(_used(page)) == 54
        assert page.get_attribute('#table-editor button[data-card="??"]', "class") == "idiot-ed-card"
        # Tapping a used card into a hand: refused beside the cards, naming the card twice.
        page.tap("#table-editor .idiot-ed-zone-pick")  # Ada's hand
        card = page.locator('#table-editor button[data-card="7H"]')
        card.tap()
        page.wait_for_selector("#table-editor-message:not([hidden])", timeout=WAIT_MS)
        text = page.inner_text("#table-editor-message")
        assert "7H is there twice; the deck holds one" in text
        assert page.locator("#table-message").is_hidden()
        assert _in_view(page, "#table-editor-message")
        tapped, said = card.bounding_box(), page.locator("#table-editor-message").bounding_box()
        assert tapped is not None and said is not None
        assert abs(tapped["y"] - said["y"]) < 300, (tapped, said)
        # An empty table uses nothing but the cards laid on it; a classic deck has no jokers.
        page.tap("#table-clear")
        _wait_notation(page, "Ada::")
        assert _used(page) == []
        page.tap('#table-editor button[data-card="7H"]')
        _wait_notation(page, "Ada:7H:")
        assert _used(page) == ["7H"]
        page.select_option("#table-ruleset", "classic")
        _wait_notation(page, "classic/")
        assert _used(page) == ["7H", "RJ", "BJ"]
        label = 'e => e.getAttribute("aria-label")'
        assert page.eval_on_selector('#table-editor button[data-card="7H"]', label) == (
            "add 7♥ (every one is on the table)")
        assert page.eval_on_selector('#table-editor button[data-card="RJ"]', label) == (
            "add the red joker (not in this ruleset's deck)")


def _megabytes(text: str, pattern: str) -> float:
    found = re.search(pattern, " ".join(text.split()))
    assert found, pattern
    return float(found[1])


def test_the_hosting_page_says_what_the_table_page_downloads(site: Site, served: str,
                                                             browser: Any) -> None:
    # Issue 13: the hosting page (docs/contributing/hosting.md, once the README's hosting
    # section) and the Table page say how much a first visit downloads, plain and with gzip;
    # measured here on what a cold visit asks for. The offline worker's copy of the whole site,
    # fetched in the background, is measured on its own (tests/test_offline.py).
    with _table(browser, served + "table.html", service_workers="block") as (_, watch):
        pass
    files = {site.out / unquote(urlsplit(url).path).lstrip("/") for url in watch.requested}
    files = {f for f in files if f.is_file()}
    assert any(f.name == "pyodide.asm.wasm" for f in files)
    plain = sum(f.stat().st_size for f in files) / 1e6
    gzipped = sum(len(gzip.compress(f.read_bytes(), 6)) for f in files) / 1e6
    hosting = (ROOT / "docs" / "contributing" / "hosting.md").read_text(encoding="utf-8")
    table = (ROOT / "docs" / "table.md").read_text(encoding="utf-8")
    for text in (hosting, table):
        said_plain = _megabytes(text, r"about (\d+) MB the first time")
        said_gzip = _megabytes(text, r"the first time[^.]*?\b(\d+) MB (?:with gzip|where)")
        assert abs(said_plain - plain) <= 0.1 * plain, (said_plain, plain)
        assert abs(said_gzip - gzipped) <= 0.1 * gzipped, (said_gzip, gzipped)
    assert "subfolder" in hosting and "`.wasm`" in hosting and "compressed" in hosting


class _InSubfolder(Quiet):
    """The built site at /rulebook/ and nothing at the root, as a host may serve it."""

    def translate_path(self, path: str) -> str:
        if not path.startswith("/rulebook/"):
            return str(Path(self.directory) / "no-such-file")
        return super().translate_path(path.removeprefix("/rulebook"))


def test_the_site_works_from_a_subfolder(site: Site, browser: Any) -> None:
    _, position, move = _example_link(site)
    handler = functools.partial(_InSubfolder, directory=str(site.out))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    failed: list[str] = []
    base = f"http://127.0.0.1:{server.server_port}/rulebook/"
    try:
        with _table(browser, base + "table.html#" + web.fragment(position, move),
                    lambda c: c.on("response", lambda r: r.ok or failed.append(r.url))
                    ) as (page, watch):
            assert "A♠ can't go on 7♥" in page.inner_text("#table-verdict")
        assert all(urlsplit(u).path.startswith("/rulebook/") for u in watch.requested)
        assert not failed, failed
    finally:
        server.shutdown()
        server.server_close()


def test_a_refused_move_is_said_beside_the_move_box_and_the_verdict_stays(
        site: Site, served: str, browser: Any) -> None:
    # "On a phone": the error for a typed move showed 300-700 px above the move box, out of
    # view, and the verdict went away: the tap seemed to do nothing.
    with _table(browser, served + "table.html", **PHONE) as (page, _):
        verdict = page.inner_text("#table-verdict")  # the example's move, judged
        link = page.evaluate("location.hash")
        assert "m=play%208H" in link
        page.locator("#table-move").scroll_into_view_if_needed()
        page.fill("#table-move", "dance")
        page.tap("#table-check")
        page.wait_for_selector("#table-move-message:not([hidden])", timeout=WAIT_MS)
        assert "unknown verb 'dance'" in page.inner_text("#table-move-message")
        assert _in_view(page, "#table-move-message")
        box = page.locator("#table-move-message").bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844, box
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box
        assert page.locator("#table-message").is_hidden()
        # The last verdict is still shown, said to be on the move judged, and the link is its.
        assert page.locator("#table-result").is_visible()
        assert page.inner_text("#table-verdict") == verdict
        assert page.inner_text("#table-judged") == "Move judged: play 8H"
        assert page.evaluate("location.hash") == link
        # A position pasted that can't be read: said under the paste box, in view.
        page.tap("#table-paste-box summary")
        page.fill("#table-paste", "extreme/0/nonsense")
        page.tap("#table-load")
        page.wait_for_selector("#table-paste-message:not([hidden])", timeout=WAIT_MS)
        assert "can't be read" in page.inner_text("#table-paste-message")
        assert _in_view(page, "#table-paste-message")
        assert page.locator("#table-move-message").is_hidden()  # one message at a time
        assert page.inner_text("#table-verdict") == verdict
        # A move that is judged clears the message and judges anew.
        page.fill("#table-move", "pickup")
        page.tap("#table-check")
        page.wait_for_selector("#table-verdict .idiot-legal", timeout=WAIT_MS)
        assert page.locator("#table-move-message").is_hidden()
        assert page.inner_text("#table-judged") == "Move judged: pickup"


def test_the_king_five_and_ace_question_in_eight_actions_on_a_phone(
        site: Site, served: str, browser: Any) -> None:
    # "On a phone": a new player needed 13 actions to set up a king on the pile, a 5 on it and
    # an ace (who picks up? §13) and get the verdict. From a fresh Table page, by tapping: each
    # tap and each typed field is one action.
    actions = 0

    def tap(selector: str) -> None:
        nonlocal actions
        actions += 1
        page.tap(selector)

    def type_in(selector: str, text: str) -> None:
        nonlocal actions
        actions += 1
        page.fill(selector, text)

    with _table(browser, served + "table.html", **PHONE) as (page, _):
        tap("#table-clear")  # Ada's hand is empty (and the cards' target), Bo's unknown
        _wait_notation(page, "Ada::")
        tap('#table-editor button[data-card="AH"]')  # Ada holds the ace
        _wait_notation(page, "Ada:AH:")
        tap('#table-editor .idiot-ed-layer[data-seat="1"]')  # who laid what: Bo …
        tap('#table-editor button[data-card="KS"]')  # … the king
        _wait_notation(page, "/1.KS/")
        tap('#table-editor .idiot-ed-layer[data-seat="new"]')  # a third player, Cy …
        _wait_notation(page, ";Cy:xxxxxx:")
        tap('#table-editor button[data-card="5D"]')  # … a 5 on it
        _wait_notation(page, "/1.KS;2.5D/")
        type_in("#table-move", "play AH")
        tap("#table-check")
        page.wait_for_selector("#table-verdict .idiot-legal", timeout=WAIT_MS)
        assert actions <= 8, actions
        assert actions == 8
        verdict = page.inner_text("#table-verdict")
        assert "Bo, who laid the king, picks up the whole pile (§13)" in verdict, verdict
        assert page.inner_text("#table-rules").startswith("§13 King"), page.inner_text("#table-rules")
        position = _notation(page)
        assert position.startswith("extreme/0/Ada:AH:") and ";Bo:xxxxxx:" in position
        assert page.inner_text("#table-after-notation") == _judged(position, "play AH")[
            "after_notation"]
        assert _in_view(page, "#table-verdict")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390

