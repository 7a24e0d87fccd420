"""The Norwegian edition of the site (issue 30): the same sources built with ``language=nb_NO``
under ``nb/`` (docs/_ext/idiotbook_language.py), from the catalogues in docs/locale/nb_NO/.

Its catalogues are complete and current; every player's page reads in Norwegian (a crawl for
English words); the language switch lands on the same page both ways; and in Chromium a shared
Table-page link, a lesson and a Play-page move are answered in Norwegian, the search finds
"konge" and "knekt" on their paragraphs, and nothing leaves 127.0.0.1. Offline: test_offline.py.
"""

from __future__ import annotations

import contextlib
import html
import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from sitetools import Site
from test_learn_page import _answered, _click_move, _learn, _ready
from test_search import _search
from test_table_page import WAIT_MS, Watch, _context, _example_link, _page, browser  # noqa: F401

from idiotcore.lang.wording import phrase, speaking
from idiotcore.present import bridge, web
from idiotcore.present.lessons import load

pytestmark = [pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")]

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "docs" / "locale" / "nb_NO" / "LC_MESSAGES"
ENGLISH_ONLY = ("contributing/", "notebooks/")
"""The pages only the English edition has (docs/_ext/idiotbook_language.py: ENGLISH_ONLY)."""


def _nb(site: Site) -> Site:
    return site.edition("nb")


# The catalogues ---------------------------------------------------------------------------------

def _messages(path: Path) -> dict[str, tuple[str, bool]]:
    from babel.messages.pofile import read_po

    with path.open("rb") as file:
        catalog = read_po(file)
    return {str(m.id): (str(m.string), m.fuzzy) for m in catalog if m.id}


def test_every_player_page_catalogue_is_translated_and_none_fuzzy() -> None:
    pytest.importorskip("babel")
    pages = sorted(LOCALE.rglob("*.po"))
    assert len(pages) >= 50
    left = [f"{path.relative_to(LOCALE)}: {message[:60]!r}" for path in pages
            for message, (text, fuzzy) in _messages(path).items() if not text or fuzzy]
    assert not left, f"{len(left)} untranslated or fuzzy:\n" + "\n".join(left[:40])
    assert not [p for p in pages if p.relative_to(LOCALE).as_posix().startswith(ENGLISH_ONLY)]


def test_the_catalogues_hold_the_pages_words_as_they_are_now(tmp_path: Path) -> None:
    """A fresh extraction (Sphinx's gettext builder) finds the words each catalogue translates,
    no more and no fewer: a page changed without `sphinx-intl update` fails here."""
    pytest.importorskip("babel")
    from sphinx.cmd.build import build_main

    assert build_main(["-q", "-b", "gettext", "-D", "language=nb_NO", "-d", str(tmp_path / "d"),
                       str(ROOT / "docs"), str(tmp_path / "pot")]) == 0
    templates = {p.relative_to(tmp_path / "pot").with_suffix("").as_posix(): p
                 for p in (tmp_path / "pot").rglob("*.pot")}
    catalogues = {p.relative_to(LOCALE).with_suffix("").as_posix(): p
                  for p in LOCALE.rglob("*.po") if p.name != "sphinx.po"}
    assert set(templates) == set(catalogues)
    for page, template in templates.items():
        wanted, have = set(_messages(template)), set(_messages(catalogues[page]))
        assert wanted == have, (page, sorted(wanted - have)[:5], sorted(have - wanted)[:5])


# The built pages --------------------------------------------------------------------------------

def test_each_edition_has_its_language_search_worker_and_manifest(site: Site) -> None:
    assert site.status == 0 and site.warnings == "", site.warnings  # both builds pass -W
    nb = _nb(site)
    for edition, lang in ((site, "en"), (nb, "nb-NO")):
        for page in edition.pages():
            assert f'<html class="no-js" lang="{lang}"' in (edition.out / page).read_text(
                encoding="utf-8"), page
        for name in ("searchindex.js", "idiot-sw.js", "manifest.webmanifest",
                     "_static/engine/idiotcore.snapshot"):
            assert (edition.out / name).is_file(), (edition.out, name)
    manifest = json.loads((nb.out / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["description"] == phrase("site.DESCRIPTION", language="nb")
    assert "language_data.js" in nb.html("search")
    stop = (nb.out / "_static" / "language_data.js").read_text(encoding="utf-8")
    assert '"ikke"' in stop or "ikkje" in stop  # Norwegian stop words: the `no` stemmer
    assert not [p for p in nb.pages() if p.startswith(ENGLISH_ONLY)]
    # The English-only pages, linked on the English site: a {doc} link, and the lists that
    # stand for their tables of contents, with the note that they are in English.
    home = nb.html("index")
    assert 'href="../notebooks/01-reading-a-table.html"' in home
    assert 'href="../contributing/translating.html"' in home
    assert home.count(html.escape(phrase("book.IN_ENGLISH", language="nb"))) == 2


_SWITCH = re.compile(r'<nav class="idiot-language-switch[^"]*"[^>]*><a href="([^"]+)" '
                     r'hreflang="(\w+)"')


def test_every_page_switches_to_the_same_page_in_the_other_language(site: Site) -> None:
    nb = _nb(site)
    for edition, folder, other in ((site, "", "nb"), (nb, "nb/", "en")):
        for page in edition.pages():
            found = _SWITCH.search((edition.out / page).read_text(encoding="utf-8"))
            assert found and found[2] == other, page
            target = (edition.out / page).parent / found[1]
            assert target.is_file(), (folder + page, found[1])
            landing = target.resolve().relative_to(site.out.resolve()).as_posix()
            same = page if other == "en" else f"nb/{page}"
            assert landing == (same if not page.startswith(ENGLISH_ONLY) else "nb/index.html"), \
                (folder + page, landing)


# No English on the Norwegian pages ------------------------------------------------------------

ENGLISH = re.compile(r"\b(?:[Tt]he|[Aa]nd|[Yy]ou|[Yy]our|can't|[Ww]ith|[Ww]hich|[Ww]hen|[Tt]his|"
                     r"[Tt]hat|is|are|of|it|or|[Ww]hat|may|must|only|then|there|cards?|pile|"
                     r"player|plays?|picks?|laid|lays)\b")
"""Common English words (none of them a Norwegian word: "to" is, so it is not here; case matters,
so the notation's PILE field is not "pile"); none may be read on a Norwegian player's page.
No exception is needed: names such as "Extreme Idiot" hold none of them, and the links to the
English pages are marked ``lang="en"``."""
_SKIP = {"script", "style", "code", "pre", "kbd", "svg", "template", "tt", "samp"}


class _Visible(HTMLParser):
    """The page's text a reader sees: not code (moves, notation, card codes), scripts, pictures
    (their text equivalents are checked by their own tests), or what is marked English
    (``lang="en"``: the links to the English-only pages and to the English edition)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in {"br", "img", "input", "meta", "link", "hr", "wbr", "source"}:
            return
        found = dict(attrs)
        skip = tag in _SKIP or found.get("lang") == "en" or "idiot-notation" in (
            found.get("class") or "").split()
        self.stack.append((tag, skip or bool(self.stack and self.stack[-1][1])))

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        if not (self.stack and self.stack[-1][1]):
            self.text.append(data)


def _english_in(page_html: str) -> list[str]:
    reader = _Visible()
    reader.feed(page_html)
    text = re.sub(r"\s+", " ", " ".join(reader.text))
    return [text[max(0, m.start() - 40):m.end() + 40] for m in ENGLISH.finditer(text)]


def test_no_english_sentence_on_a_norwegian_players_page(site: Site) -> None:
    nb = _nb(site)
    found = {page: hits for page in nb.pages() if page != "genindex.html"
             for hits in [_english_in(nb.html(page.removesuffix(".html")))] if hits}
    assert not found, "\n".join(f"{page}: {hits[:3]}" for page, hits in found.items())


def test_the_english_crawl_would_find_english() -> None:
    assert _english_in("<p>Lay a card on the pile.</p>")
    assert not _english_in('<p>Legg <code>play 8H</code> på bunken.</p><ul lang="en"><li>'
                           "The course</li></ul>")


# In Chromium -----------------------------------------------------------------------------------

@contextlib.contextmanager
def _opened(browser: Any, url: str, **options: Any) -> Iterator[Any]:  # noqa: F811
    watch = Watch()
    context = _context(browser, watch, **options)
    try:
        page = _page(context, watch)
        page.goto(url)
        yield page
        assert not watch.outside, watch.outside
    finally:
        context.close()


@contextlib.contextmanager
def _norwegian() -> Iterator[None]:
    """The bridges' answers in Norwegian, as the Norwegian pages ask for them."""
    bridge.speak("nb")
    try:
        with speaking("nb"):
            yield
    finally:
        bridge.speak("en")


def test_a_shared_table_link_is_judged_in_norwegian(site: Site, served: str,
                                                    browser: Any) -> None:  # noqa: F811
    href, position, move = _example_link(_nb(site))
    with _norwegian():
        judged = json.loads(web.judge_move(position, move))
        said = phrase("screen.LEGAL" if judged["legal"] else "screen.ILLEGAL")
    with _opened(browser, served + "nb/" + href.removeprefix("../")) as page:
        page.wait_for_selector("#idiot-app[data-state=verdict] #table-verdict .idiot-verdict",
                               timeout=WAIT_MS)
        shown = page.inner_text("#table-verdict")
        assert shown.startswith(said) and judged["message"] in shown, (shown, judged["message"])
        # The switch keeps the position: the same verdict, in English.
        page.click(".idiot-language-link")
        page.wait_for_selector("#idiot-app[data-state=verdict] #table-verdict .idiot-verdict",
                               timeout=WAIT_MS)
        assert page.url == served + href.removeprefix("../")
        english = json.loads(web.judge_move(position, move))["message"]
        assert english in page.inner_text("#table-verdict")


def test_a_lesson_answers_in_norwegian(served: str, browser: Any) -> None:  # noqa: F811
    lesson = next(one for one in load() if one.wrong[0].rule is not None)
    wrong = lesson.wrong[0]
    with _norwegian():
        expected = json.loads(web.lesson_try(lesson.id, lesson.position, wrong.move))
    with _learn(browser, f"{served}nb/", f"#lesson={lesson.id}") as (page, _):
        _ready(page, lesson.id)
        _click_move(page, wrong.move)
        _answered(page, 1)
        assert page.text_content("#learn-status-line") == expected["status"]
        assert expected["message"] in page.inner_text("#learn-verdict")
        assert phrase("screen.ILLEGAL", language="nb") in page.inner_text("#learn-verdict")


def test_a_play_page_move_in_norwegian(served: str, browser: Any) -> None:  # noqa: F811
    with _opened(browser, f"{served}nb/play.html?delay=0&seed=3") as page:
        page.wait_for_function("['your-turn', 'over'].includes("
                               "document.getElementById('play-app').dataset.state)",
                               timeout=WAIT_MS)
        labels = page.eval_on_selector_all("#play-legal button", "els => els.map(e => e.textContent)")
        assert labels and not [label for label in labels if label.split()[0] in {
            "play", "pickup", "done", "pass", "flip", "swap"}], labels  # legg, ta opp, ferdig …
        page.locator("#play-legal button").first.click()
        page.wait_for_function("document.querySelectorAll('#play-log li').length > 1",
                               timeout=WAIT_MS)
        log = page.inner_text("#play-log")
        assert not _english_in(f"<p>{html.escape(log)}</p>"), log


def test_the_switch_lands_on_the_same_page_both_ways(served: str,
                                                     browser: Any) -> None:  # noqa: F811
    with _opened(browser, served + "nb/extreme/s13-king.html") as page:
        assert page.locator("h1").first.inner_text().startswith("§13 Konge")
        page.click(".idiot-language-link")
        page.wait_for_url(served + "extreme/s13-king.html")
        assert page.locator("h1").first.inner_text().startswith("§13 King")
        page.click(".idiot-language-link")
        page.wait_for_url(served + "nb/extreme/s13-king.html")
        page.goto(served + "contributing/architecture.html")  # English only: the home page
        page.click(".idiot-language-link")
        page.wait_for_url(served + "nb/index.html")


def test_search_finds_konge_and_knekt_on_their_paragraphs(served: str,
                                                          browser: Any) -> None:  # noqa: F811
    with _opened(browser, served + "nb/index.html") as page:
        konge = list(_search(page, served + "nb/", "konge", "ferdig"))
        knekt = list(_search(page, served + "nb/", "knekt", "ferdig"))
        summary = page.inner_text("#search-results .search-summary")
    assert konge[0] == "extreme/s13-king.html", konge[:5]
    assert knekt[0] == "extreme/s11-jack.html", knekt[:5]
    assert "Søket er ferdig" in summary, summary
