"""The course as a reader meets it (``./run notebooks``, ``./run table``): a working copy whose
rule links lead to the served rulebook; in JupyterLab, chapter 1 shows its cards before anything
is run, and chapter 8 settles a table built on the Table page and follows a verdict's link to its
paragraph; in the marimo app, a typed move is answered without Enter. The notebooks themselves
are checked by nbval (tests/test_notebooks.py)."""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.request import urlopen

import pytest
from test_table_page import browser  # noqa: F401  (the Chromium fixture)

from idiotcore.present.course import NOTEBOOKS, labels, working_copy
from idiotcore.present.web import fragment

BASE = "http://127.0.0.1:8000/"
pytestmark = pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")
"""Building the served site: myst-parser 5 uses an attribute Sphinx 9 deprecates (as in
tests/test_site.py)."""


def test_the_working_copy_links_every_paragraph_and_keeps_the_readers_work(tmp_path: Path
                                                                          ) -> None:
    copied = working_copy(tmp_path, BASE)
    assert sorted(p.name for p in copied) == sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    known = labels()
    for notebook in copied:
        text = json.dumps(json.loads(notebook.read_text(encoding="utf-8"))["cells"])
        assert "](#" not in text, f"{notebook.name}: a link still points inside the notebook"
        for target in re.findall(r"\]\(http://127\.0\.0\.1:8000/([^)]+)\)", text):
            assert target in known.values(), (notebook.name, target)
    assert (tmp_path / "idiot_widgets" / "__init__.py").is_file()
    assert (tmp_path / "rulebook" / "extreme" / "s13-king.md").is_file()
    mine = tmp_path / "01-reading-a-table.ipynb"
    mine.write_text(mine.read_text(encoding="utf-8").replace("Reading a table", "My notes"),
                    encoding="utf-8")
    assert working_copy(tmp_path, BASE) == []  # nothing copied over the reader's work
    assert "My notes" in mine.read_text(encoding="utf-8")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait(url: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.5)
    raise AssertionError(f"nothing answered at {url}")


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory, served: str) -> Iterator[tuple[str, Path]]:
    """JupyterLab on a fresh working copy (not trusted: as a reader opens it), the kernels told
    where the served rulebook is, as ``./run notebooks`` starts it."""
    if importlib.util.find_spec("jupyterlab") is None:
        pytest.skip("JupyterLab is not installed (the notebooks extra)")
    folder = tmp_path_factory.mktemp("course")
    working_copy(folder, served)
    port = _free_port()
    env = dict(os.environ, IDIOT_BOOK_URL=served)
    process = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
         "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.token=t",
         f"--ServerApp.root_dir={folder}", "--LabApp.news_url=",
         f"--LabApp.workspaces_dir={folder / '.workspaces'}",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait(f"http://127.0.0.1:{port}/api/status?token=t")
        yield f"http://127.0.0.1:{port}", folder
    finally:
        process.terminate()
        process.wait(timeout=30)


def _open(browser: Any, url: str) -> Any:  # noqa: F811
    """A notebook open in JupyterLab, its kernel started (JupyterLab asks which kernel, on a
    fresh workspace: the notebook's own, Python 3)."""
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.goto(url)
    page.wait_for_selector(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell", timeout=60_000)
    choose = page.locator(".jp-Dialog").get_by_role("button", name="Select")
    with contextlib.suppress(Exception):
        choose.wait_for(timeout=5_000)
        choose.click()
    return page


def test_chapter_1_shows_its_cards_before_anything_runs(browser: Any, lab: tuple[str, Path]  # noqa: F811
                                                        ) -> None:
    """A fresh copy is not trusted, and JupyterLab shows no inline SVG from it: the stored
    pictures are images, which it shows (before, a reader saw the table's repr as text)."""
    address, _ = lab
    page = _open(browser, f"{address}/lab/tree/01-reading-a-table.ipynb?token=t")
    picture = page.locator('.jp-OutputArea-output img[src^="data:image/svg+xml"]').first
    picture.wait_for(timeout=30_000)
    assert picture.evaluate("img => img.complete && img.naturalWidth > 100")
    assert "Extreme Idiot (extreme)" in (picture.get_attribute("alt") or "")
    assert "Position(ruleset=" not in page.locator(".jp-Notebook").inner_text()
    page.context.close()


def test_chapter_8_settles_a_table_built_on_the_table_page(browser: Any, lab: tuple[str, Path],  # noqa: F811
                                                           served: str) -> None:
    """Run All, paste the Table page's link of a table into the settle widget, ask, and follow
    the verdict's link: it leads to the paragraph on the served rulebook."""
    address, _ = lab
    page = _open(browser, f"{address}/lab/tree/08-settling-an-argument.ipynb?token=t")
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.locator("li[data-command='runmenu:run-all']").click()
    boxes = page.locator("textarea[placeholder^='Paste a position first']")
    boxes.first.wait_for(state="attached", timeout=120_000)
    boxes.first.scroll_into_view_if_needed()
    link = served + "table.html#" + fragment(
        "extreme/0/Ada:8H3CKD:4C9SJD:xxxxxx;Bo:xxxxxx:6DAS2H:xxxxxx/1.7C/20/0", "play 8H")
    settle = page.locator(".widget-vbox", has=boxes.first).first
    boxes.first.fill(link)
    settle.get_by_role("button", name="Ask the engine").click()
    # The widget may already show a verdict from Run All: wait for the one on this table's move.
    verdict = settle.locator(".idiot-verdict", has_text="8♥").filter(has_text="§7").first
    verdict.wait_for(timeout=30_000)
    rule = verdict.locator("a.idiot-rule-link", has_text="§7").first
    href = rule.get_attribute("href") or ""
    assert href.startswith(served) and href.endswith("extreme/s07-seven.html#s7"), href
    target = page.context.new_page()
    target.goto(href)
    assert "Seven" in target.locator("h1").first.inner_text()
    page.context.close()


def test_the_table_app_answers_a_typed_move_without_enter(browser: Any, served: str) -> None:  # noqa: F811
    """``./run table``'s app: typing a move shows the engine's answer, without Enter or leaving
    the box (before, nothing happened until then)."""
    if importlib.util.find_spec("marimo") is None:
        pytest.skip("marimo is not installed (the notebooks extra)")
    port = _free_port()
    env = dict(os.environ, IDIOT_BOOK_URL=served)
    process = subprocess.Popen(
        [sys.executable, "-m", "marimo", "run", str(NOTEBOOKS / "table.py"), "--host",
         "127.0.0.1", "--port", str(port), "--headless", "--no-token"],
        env=env, cwd=NOTEBOOKS, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait(f"http://127.0.0.1:{port}/")
        page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
        page.goto(f"http://127.0.0.1:{port}/")
        box = page.get_by_placeholder(re.compile("or type any move"))
        box.wait_for(timeout=60_000)
        box.click()
        page.keyboard.type("pickup", delay=30)
        page.locator("h3", has_text="The engine on pickup").wait_for(timeout=30_000)
        assert "picks up" in page.locator("body").inner_text()
        page.context.close()
    finally:
        process.terminate()
        process.wait(timeout=30)
