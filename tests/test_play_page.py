"""The Play page in headless Chromium: a game against the computer, played to the end by
clicking, with the real engine under Pyodide from the site's own files.

Same setup as tests/test_table_page.py (the session's built site and server; every request
routed, nothing may leave 127.0.0.1). The computer's delay is 0 here (``?delay=0``).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from sitetools import Site
from test_table_page import WAIT_MS, Watch, _context, _page, browser  # noqa: F401

pytestmark = [pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")]

STORE = "idiot-play/1"
SETTLED = "['your-turn', 'over'].includes(document.getElementById('play-app').dataset.state)"


def _settled(page: Any, after_ply: int = -1) -> None:
    page.wait_for_function(f"{SETTLED} && Number(document.getElementById('play-app')"
                           f".dataset.ply) > {after_ply}", timeout=WAIT_MS)


def _ply(page: Any) -> int:
    return int(page.get_attribute("#play-app", "data-ply") or 0)


def _open(page: Any, served: str, seed: int) -> None:
    page.goto(f"{served}play.html?delay=0&seed={seed}")
    _settled(page)


def _start(page: Any, ruleset: str, seats: int) -> None:
    page.select_option("#play-ruleset", ruleset)
    page.select_option("#play-seats", str(seats))
    page.click("#play-new")
    page.wait_for_function(
        f"document.querySelector('#play-log li')?.textContent.includes('{ruleset}, {seats} seats')"
        f" && {SETTLED}", timeout=WAIT_MS)


@pytest.mark.parametrize(("ruleset", "seed"), [("classic", 3), ("extreme", 14)])
def test_a_game_to_the_end_by_clicking(site: Site, served: str, browser: Any,  # noqa: F811
                                       ruleset: str, seed: int) -> None:
    # Seeds where clicking the first legal move ends the game in under 100 clicks (clicking
    # the first move is a poor way to play: with other seeds the person and the computer can
    # pass the pile back and forth for hundreds of moves).
    watch = Watch()
    context = _context(browser, watch)
    try:
        page = _page(context, watch)
        _open(page, served, seed)
        _start(page, ruleset, 2)
        for _ in range(400):
            if page.get_attribute("#play-app", "data-state") == "over":
                break
            moves = page.eval_on_selector_all("#play-legal button", "els => els.map(e => e.textContent)")
            assert moves, page.inner_text("#play-app")
            pick = moves.index("done") if "done" in moves else 0
            before = _ply(page)
            page.locator("#play-legal button").nth(pick).click()
            _settled(page, before)
        assert page.get_attribute("#play-app", "data-state") == "over"
        end = page.inner_text("#play-end")
        assert "The idiot is" in end and "🎩" in end
        assert "wins" in end or "win!" in end
        assert page.locator("#play-log li").count() > 3
        assert "table.html#p=" + ruleset in page.get_attribute("#play-table-link", "href")
        assert not watch.outside, watch.outside
        assert not watch.dialogs
    finally:
        context.close()


def test_refused_move_reload_and_clear(site: Site, served: str, browser: Any) -> None:  # noqa: F811
    watch = Watch()
    context = _context(browser, watch, viewport={"width": 390, "height": 844}, is_mobile=True,
                       has_touch=True)
    try:
        page = _page(context, watch)
        _open(page, served, 5)
        # A known table: 7♥ on an 8♦ is refused in classic (C5), and taken back.
        saved = {"notation": "classic/0/You:7H9C::;Bo:3C4C5C::/1.8D/0/0", "seed": "1", "ply": 4,
                 "log": ["New game: classic, 2 seats (You, Bo)."]}
        page.evaluate(f"localStorage.setItem({json.dumps(STORE)}, {json.dumps(json.dumps(saved))})")
        page.reload()
        _settled(page)
        assert page.text_content("#play-notation") == saved["notation"]
        page.tap('#play-cards button[data-card="7H"]')
        page.tap("#play-play")
        page.wait_for_selector("#play-result:not([hidden]) .idiot-verdict", timeout=WAIT_MS)
        assert "illegal" in page.inner_text("#play-verdict")
        hrefs = page.eval_on_selector_all("#play-rules a", "els => els.map(e => e.href)")
        assert hrefs and hrefs[0] == served + "classic/norske-kortspill.html#c5"
        assert page.text_content("#play-notation") == saved["notation"]  # taken back
        assert page.evaluate("document.documentElement.scrollWidth") <= 390

        # A real game: a few moves, then a reload resumes the same position and history.
        _start(page, "portuguese", 3)
        for _ in range(3):
            before = _ply(page)
            moves = page.eval_on_selector_all("#play-legal button", "els => els.map(e => e.textContent)")
            page.locator("#play-legal button").nth(moves.index("done") if "done" in moves else 0).click()
            _settled(page, before)
        notation = page.text_content("#play-notation")
        log = page.inner_text("#play-log")
        page.reload()
        _settled(page)
        assert page.text_content("#play-notation") == notation
        assert page.inner_text("#play-log") == log

        # Clear: a new game, the old one forgotten.
        page.click("#play-clear")
        page.wait_for_function("document.querySelectorAll('#play-log li').length === 1 || "
                               "document.getElementById('play-app').dataset.ply !== "
                               f"'{_ply(page)}'", timeout=WAIT_MS)
        _settled(page)
        assert page.inner_text("#play-log li:first-child").startswith("New game")
        assert page.inner_text("#play-log") != log
        assert not watch.outside, watch.outside
        names = {u.rsplit("/", 1)[-1].split("?")[0] for u in watch.requested}
        assert {"play.js", "table-worker.js", "idiotcore.snapshot"} <= names
    finally:
        context.close()
