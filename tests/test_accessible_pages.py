"""Accessible pictures and pages (issue 16): every table picture has a text equivalent naming
the cards of each hand, each table column and the pile; the verdict area is announced
(``aria-live``); focus is visible; card buttons are at least 44 px on a phone. On the rulebook's
built pages and, in headless Chromium, on the Table and Play pages.
"""

from __future__ import annotations

import base64
import html
import re
from typing import Any

import pytest
from sitetools import Site
from test_play_page import _load_saved, _play_page, _settled
from test_table_page import PHONE, _example_link, _table, _wait_verdict, browser  # noqa: F401

from idiotcore import from_notation
from idiotcore.lang.card_names import show
from idiotcore.present.table_text import table_text

pytestmark = [pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")]

PICTURE = re.compile(r'<svg [^>]*class="idiot-svg" role="img"[^>]*aria-label="([^"]*)"[^>]*>'
                     r"(.*?)</svg>", re.S)
CARD_NAME = re.compile(r"^(?:10|[2-9JQKA])[♠♥♦♣]$|^(?:red|black) joker$")
"""A face-up card's own ``<title>`` in a picture (its name, as :func:`idiotcore.show` writes)."""
LABEL = 'el => el.getAttribute("aria-label")'
IMAGE = re.compile(r'<img alt="([^"]*)" src="data:image/svg\+xml;base64,([^"]*)"')
"""A picture of the course's pages (notebooks/idiot_widgets/pieces.py): an SVG as a data
address, its text equivalent in ``alt``."""


def _pictures(text: str) -> list[tuple[str, str]]:
    """The table and card pictures in a page: (text equivalent, SVG), inline or as images."""
    found = [(html.unescape(m.group(1)), m.group(2)) for m in PICTURE.finditer(text)]
    for match in IMAGE.finditer(text):
        svg = base64.b64decode(html.unescape(match.group(2))).decode("utf-8")
        inner = PICTURE.search(svg)
        assert inner, svg[:200]
        found.append((html.unescape(match.group(1)), inner.group(2)))
    return found


def _cards_named(label: str, picture: str) -> list[str]:
    """The face-up cards the picture draws that its text equivalent does not name (as many times
    as they are drawn)."""
    drawn = [html.unescape(t) for t in re.findall(r"<title>([^<]*)</title>", picture)]
    missing = []
    for name in {t for t in drawn if CARD_NAME.match(t)}:
        if label.count(name) < drawn.count(name):
            missing.append(name)
    return missing


def test_every_table_picture_of_the_rulebook_lists_its_cards(site: Site) -> None:
    wrong, pictures = [], 0
    files = sorted(p.relative_to(site.out).as_posix() for p in site.out.glob("_images/**/*.svg"))
    for page in site.pages() + files:  # the pages, and the pictures of their folded examples
        text = (site.out / page).read_text(encoding="utf-8")
        for label, picture in _pictures(text):
            if "The pile" not in label:
                continue  # a single card's picture (named by its card)
            pictures += 1
            missing = _cards_named(label, picture)
            hands = len(re.findall(r"\bhand\b", label))
            players = len(re.findall(r'font-size="9" fill="#666">hand \(', picture))
            if missing or hands != players:
                wrong.append(f"{page}: {label[:80]}… misses {missing} ({hands}/{players} hands)")
    assert pictures > 500, pictures
    assert not wrong, "\n".join(wrong[:20])


def test_the_table_in_words_names_every_card_where_it_lies() -> None:
    position = from_notation("extreme/1/Ada:8H3CKD:4C--JD:xx--xx:2;Bo:xxxxxx:6DAS2H:9Sxxxx/"
                             "1.7C;0.9H9D/20/3")
    text = table_text(position)
    assert "Ada, 2 games played: hand 8♥, 3♣, K♦" in text
    assert "table 4♣ on a face-down card, an empty place, J♦ on a face-down card" in text
    assert "Bo, to move: hand 3 face-down cards" in text
    assert "6♦ on a face-down card (9♠)" in text  # a face-down card the picture shows known
    assert "Bo laid 7♣; Ada laid 9♥, 9♦ (the top)" in text and "Stock 20, burnt 3" in text


def test_table_page_pictures_verdict_and_focus(site: Site, served: str,
                                                browser: Any) -> None:  # noqa: F811
    href = _example_link(site)[0]
    with _table(browser, served + href.removeprefix("../")) as (page, _):
        notation = page.inner_text("#table-notation")
        before = page.eval_on_selector("#table-before svg", LABEL)
        assert before == table_text(from_notation(notation))
        for player in from_notation(notation).players:
            for card in player.hand:
                assert card == "??" or show(card) in before, (card, before)
        after = page.eval_on_selector("#table-after svg", LABEL)
        assert after.startswith(("Extreme Idiot", "Idiot")) and "hand" in after
        # The verdict area is a live region: a screen reader reads each new verdict out.
        verdict = page.locator("#table-verdict")
        assert verdict.get_attribute("aria-live") == "polite"
        assert verdict.get_attribute("role") == "status"
        page.fill("#table-move", "pickup")
        page.press("#table-move", "Enter")
        page.wait_for_function("document.querySelector('#table-verdict .idiot-message')"
                               "?.textContent.includes('pick')", timeout=60_000)
        # Focus is visible: the keyboard's focus ring on a button.
        page.focus("#table-move")
        page.keyboard.press("Tab")
        ring = page.evaluate("""() => { const s = getComputedStyle(document.activeElement);
            return [document.activeElement.id, s.outlineStyle, parseFloat(s.outlineWidth)]; }""")
        assert ring[0] == "table-check" and ring[1] != "none" and ring[2] >= 2, ring


def _too_small(page: Any, selector: str, width: float = 44) -> list[str]:
    """The elements under ``selector`` less than 44 px tall or ``width`` px wide."""
    boxes = page.eval_on_selector_all(selector, """els => els.map(e => {
        const r = e.getBoundingClientRect();
        return [e.dataset.card || e.textContent, r.width, r.height]; })""")
    assert boxes, selector
    return [f"{name}: {w:.0f}x{h:.0f}" for name, w, h in boxes if w < width or h < 44]


def test_table_page_card_buttons_are_44px_on_a_phone(site: Site, served: str,
                                                    browser: Any) -> None:  # noqa: F811
    with _table(browser, served + "table.html", **PHONE) as (page, _):
        page.tap("#table-edit-box summary")
        page.tap('#table-editor button[data-card="7H"]')  # a card in Ada's hand, to remove
        page.wait_for_selector('#table-editor .idiot-ed-zone button.idiot-ed-card')
        assert not _too_small(page, "#table-editor .idiot-ed-zone button.idiot-ed-card")
        # The picker: 13 cards of a suit to a row (a phone's width holds no more).
        assert not _too_small(page, "#table-editor .idiot-ed-palette button", width=24)
        assert not _too_small(page, "#idiot-app button:visible:not(.idiot-ed-palette *)")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_play_page_pictures_verdict_focus_and_cards(site: Site, served: str,
                                                    browser: Any) -> None:  # noqa: F811
    notation = "classic/0/You:7H9C::xxxxxx;Bo:xxxxxx::xxxxxx/1.QD/10/0"
    with _play_page(browser, **PHONE) as page:
        _load_saved(page, served, notation)
        _settled(page)
        label = page.eval_on_selector("#play-table svg", LABEL)
        assert label == table_text(from_notation(notation).seen_by(0)), label
        assert "You, to move: hand 7♥, 9♣" in label and "Bo: hand 3 face-down cards" in label
        assert not _too_small(page, "#play-cards button")
        verdict = page.locator("#play-verdict")
        assert verdict.get_attribute("aria-live") == "polite"
        page.tap('#play-cards button[data-card="7H"]')
        page.tap("#play-play")
        page.wait_for_selector("#play-result:not([hidden]) .idiot-verdict", timeout=60_000)
        assert "illegal" in verdict.inner_text()
        page.focus('#play-cards button[data-card="7H"]')
        page.keyboard.press("Tab")
        ring = page.evaluate("""() => { const s = getComputedStyle(document.activeElement);
            return [document.activeElement.dataset.card, s.outlineStyle,
                    parseFloat(s.outlineWidth)]; }""")
        assert ring[0] == "9C" and ring[1] != "none" and ring[2] >= 2, ring
