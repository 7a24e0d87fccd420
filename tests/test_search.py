"""The site's search (docs/_ext/idiotsearch.py): the course's code cells are not indexed, and the
snippets under the results read as text: no Python from the notebooks, no words run together."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from sitetools import Site  # the site and served fixtures: conftest.py
from test_table_page import browser  # noqa: F401  (the Chromium fixture)

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
NAME = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")  # try_a_move, idiot_widgets, from_notation


def _index(site: Site) -> dict[str, Any]:
    text = (site.out / "searchindex.js").read_text(encoding="utf-8")
    index: dict[str, Any] = json.loads(text[text.index("(") + 1:text.rindex(")")])
    return index


def _pages_of(index: dict[str, Any], term: str) -> set[str]:
    """The pages a search for the (stemmed) term finds, in their text or their titles."""
    pages: set[str] = set()
    for kind in ("terms", "titleterms"):
        found = index[kind].get(term, [])
        pages |= {index["docnames"][i] for i in ([found] if isinstance(found, int) else found)}
    return pages


def _code_only_names(notebook: Path) -> set[str]:
    """Names written in the notebook's code cells and nowhere in its text or outputs."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    code = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    rest = json.dumps([c for c in cells if c["cell_type"] != "code"]
                      + [c.get("outputs", []) for c in cells])
    return set(NAME.findall(code)) - set(NAME.findall(rest))


def test_the_index_leaves_out_the_course_code_cells(site: Site) -> None:
    from sphinx.search.en import SearchEnglish

    index = _index(site)
    stem = SearchEnglish({}).stem
    assert len(NOTEBOOKS) == 8
    names: set[str] = set()
    for notebook in NOTEBOOKS:
        page = f"notebooks/{notebook.stem}"
        only_code = _code_only_names(notebook)
        names |= only_code
        assert not {n for n in only_code if page in _pages_of(index, stem(n))}, page
        assert page in _pages_of(index, "tabl")  # its prose is indexed ("table")
        html = site.html(page)
        assert html.count('class="cell_input') == html.count('class="cell_input no-search')
        assert html.count('class="cell_input') >= 1
    assert {"idiot_widgets", "try_a_move"} <= names


def _search(page: Any, served: str, query: str, finished: str = "finished") -> dict[str, str]:
    """The results of a query on the search page: each link with the snippet under it
    (``finished``: a word of the summary the page shows when the search is done)."""
    page.goto(served + "search.html?q=" + query)
    page.wait_for_function("(word) => document.querySelector('#search-results .search-summary')"
                           "?.textContent.includes(word)", arg=finished, timeout=30_000)
    # Each snippet comes when its page is fetched; a result with a description has none.
    page.wait_for_function("[...document.querySelectorAll('ul.search li')].every("
                           "li => li.querySelector('p.context, span'))", timeout=30_000)
    return dict(page.eval_on_selector_all(
        "ul.search li", "lis => lis.map(li => [li.querySelector('a').getAttribute('href'),"
        " li.querySelector('p.context')?.textContent ?? ''])"))


def test_search_snippets_read_as_text(site: Site, served: str, browser: Any) -> None:  # noqa: F811
    page = browser.new_page()
    try:
        king = _search(page, served, "king")
        konge = _search(page, served, "konge")
    finally:
        page.close()
    course = {href: text for href, text in king.items() if href.startswith("notebooks/")}
    assert len(course) >= 5, king
    for href, text in course.items():
        assert "import" not in text and "idiot_widgets" not in text, (href, text)
    # A glossary term and its meaning: Sphinx writes </dt><dd> with nothing between them.
    assert "konge King (13)" in konge["glossary.html"], konge
