"""Rule pages written for players (issue 16): each reads as the rule, its examples, then a folded
"For referees" block with the rulings, their switch names and ruling ids; and the pages a reader
meets first (§1, the Norske kortspill rules), like every rule page, are short: a long rule's
page is split (the classic versions) or folds its further examples "More examples".

Checked on the session's built site (tests/conftest.py), as HTML and in headless Chromium.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from sitetools import Site
from test_table_page import Watch, _context, _page, browser  # noqa: F401

from idiotcore.model.rulebook import RULES

pytestmark = [pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")]

RULE_PAGES = sorted({rule.page for rule in RULES.values()})
"""Every page that holds a rule of the registry."""
FOLD = re.compile(r'<details class="idiot-referees"><summary>For referees[^<]*</summary>(.*?)'
                  r"</details>", re.S)
EXAMPLE = re.compile(r'<div class="idiot-example[ "].*?<p class="idiot-notation">', re.S)
RULING_ID = re.compile(r"\bR\d{1,2}\b")
RULE_SWITCHES = {"jokers_as_tens", "collecting", "swap_after_deal", "swap_any_time",
                 "tens_below_ten", "six_hand_cards", "extra_after_two", "sequences",
                 "opening_round", "sjanse", "low_after_seven", "jack_demands_colour"}
"""Switches that are rules themselves (the optional rules O1-O8, the Portuguese opening round, the
sjanse move, the house rules H1-H2): a table turns the rule on with them, so their pages name them
in the open."""
MORE = "idiot-more-examples"
"""The class of the folded "More examples" blocks (docs/_ext/idiotbook_folds.py)."""
SCREEN = {"width": 1920, "height": 1080}
"""A screen: a full-HD window, the commonest desktop size."""
MAX_SCREENS = 10
MAX_BYTES = 300_000
"""The Norske kortspill page was 1 MB of HTML (mostly the example pictures) in one piece."""


def _article(site: Site, docname: str) -> str:
    found = re.search(r'<article[^>]*role="main"[^>]*>(.*?)</article>', site.html(docname), re.S)
    assert found, f"{docname}: no main article"
    return found.group(1)


def _words(markup: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", markup).split())


def _switches(folds: list[str]) -> set[str]:
    """The switch names the rulings name after "Switch." (minus the preset names)."""
    names: set[str] = set()
    for fold in folds:
        for switch in re.findall(r"Switch\.</strong>(.*?)</p>", fold, re.S):
            names |= set(re.findall(r'<span class="pre">([a-z_]+)</span>', switch))
    return names - {"classic", "browser", "portuguese", "extreme"}


def test_every_rule_page_folds_its_rulings_for_referees(site: Site) -> None:
    articles = {docname: _article(site, docname) for docname in RULE_PAGES}
    folds = {docname: FOLD.findall(text) for docname, text in articles.items()}
    switches = _switches([f for found in folds.values() for f in found]) - RULE_SWITCHES
    assert len(switches) > 20, switches
    wrong = []
    for docname, text in articles.items():
        if not folds[docname]:
            wrong.append(f"{docname}: no folded 'For referees' block")
            continue
        if any("Reading chosen." not in _words(fold) for fold in folds[docname]):
            wrong.append(f"{docname}: a 'For referees' block without a ruling")
        if re.search(r'<details class="idiot-referees"[^>]*\bopen\b', text):
            wrong.append(f"{docname}: a 'For referees' block is open")
        # Each block closes its section: the rule and its examples come first.
        for end in (m.end() for m in FOLD.finditer(text)):
            after = text[end:].lstrip()
            if not after.startswith(("</section>", '<div class="idiot-backlinks')):
                wrong.append(f"{docname}: something follows a 'For referees' block in its "
                             f"section: {after[:80]!r}")
        outside = EXAMPLE.sub("", FOLD.sub("", text))  # an example's picture shows its switches
        words = _words(outside)
        for mark in ("Switch.", "Reading chosen.", "Question."):
            if mark in words:
                wrong.append(f"{docname}: {mark!r} outside the 'For referees' blocks")
        wrong += [f"{docname}: ruling id {rid} outside the 'For referees' blocks"
                  for rid in sorted(set(RULING_ID.findall(words)))]
        wrong += [f"{docname}: switch `{name}` outside the 'For referees' blocks"
                  for name in sorted(set(re.findall(r'<span class="pre">([a-z_]+)</span>',
                                                    outside)) & switches)]
    assert not wrong, "\n".join(wrong)


def test_every_rule_page_shows_its_lists_and_links_in_the_open(site: Site) -> None:
    # "Goes on / what may follow" and "Interacts with" stay for players (not folded).
    for docname in RULE_PAGES:
        outside = _words(FOLD.sub("", _article(site, docname)))
        assert "Interacts with" in outside, docname
        inside = " ".join(_words(fold) for fold in FOLD.findall(_article(site, docname)))
        assert "Interacts with" not in inside and "Goes on / what may follow" not in inside


def test_every_rule_page_is_short(site: Site, served: str, browser: Any) -> None:  # noqa: F811
    # Long rules are split over pages (the classic ones), or fold their further examples.
    assert len(RULE_PAGES) > 30, RULE_PAGES  # the registry names them all
    heavy = [f"{d}: {len(site.html(d).encode())} bytes" for d in RULE_PAGES
             if len(site.html(d).encode()) > MAX_BYTES]
    watch = Watch()
    context = _context(browser, watch, viewport=SCREEN)
    try:
        page = _page(context, watch)
        long = []
        for docname in RULE_PAGES:
            page.goto(served + docname + ".html")
            assert not page.locator("details[open]").count(), docname  # every fold closed
            screens = page.evaluate("document.documentElement.scrollHeight") / SCREEN["height"]
            if screens > MAX_SCREENS:
                long.append(f"{docname}: {screens:.1f} screens")
    finally:
        context.close()
    assert not long + heavy, "\n".join(long + heavy)
    assert not watch.outside, watch.outside


def test_more_examples_open_and_show_their_examples(
        site: Site, served: str, browser: Any) -> None:  # noqa: F811
    folded = [d for d in RULE_PAGES if MORE in _article(site, d)]
    assert "extreme/s04-four" in folded, folded
    for docname in folded:  # the folded examples' pictures are files, not in the page
        for block in re.findall(rf'<details class="{MORE}">(.*?)</details>',
                                _article(site, docname), re.S):
            assert "<svg" not in block and '<img class="idiot-svg"' in block, docname
    watch = Watch()
    context = _context(browser, watch)
    try:
        page = _page(context, watch)
        page.goto(served + "extreme/s04-four.html")
        block = page.locator(f"details.{MORE}").first
        examples = block.locator(".idiot-example")
        assert examples.count() >= 1
        summary = block.locator("summary").inner_text()
        assert summary.startswith("More examples") and f"({examples.count()})" in summary
        assert not examples.first.is_visible()
        block.locator("summary").focus()
        page.keyboard.press("Enter")  # opens with the keyboard as with a click
        assert block.evaluate("el => el.open")
        for k in range(examples.count()):  # each with its pictures, verdict and notation
            example = examples.nth(k)
            example.scroll_into_view_if_needed()
            assert example.locator(".idiot-verdict").is_visible()
            assert example.locator(".idiot-notation").is_visible()
            pictures = example.locator(".idiot-table img")
            assert pictures.count() >= 1
            for n in range(pictures.count()):  # a picture file, loaded, with its cards in words
                picture = pictures.nth(n)
                picture.scroll_into_view_if_needed()
                page.wait_for_function("el => el.complete && el.naturalWidth > 0",
                                       arg=picture.element_handle(), timeout=10_000)
                assert "The pile" in (picture.get_attribute("alt") or "")
    finally:
        context.close()
    assert not watch.outside, watch.outside


def test_referees_block_is_closed_until_opened(served: str, browser: Any) -> None:  # noqa: F811
    watch = Watch()
    context = _context(browser, watch)
    try:
        page = _page(context, watch)
        page.goto(served + "extreme/s04-four.html")
        block = page.locator("details.idiot-referees").first
        ruling = block.locator("p", has_text="Reading chosen").first
        assert page.locator(".idiot-example svg").first.is_visible()
        assert block.locator("summary").inner_text().startswith("For referees")
        assert not ruling.is_visible()
        block.locator("summary").focus()
        page.keyboard.press("Enter")  # opens with the keyboard as with a click
        assert ruling.is_visible()
        assert block.evaluate("el => el.open")
    finally:
        context.close()
    assert not watch.outside, watch.outside
