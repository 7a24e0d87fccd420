"""The README's examples run, and its two commands are the ones CI and users run; the examples
on the contributors' pages of the site (docs/contributing/) run too."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONTRIBUTING = sorted((ROOT / "docs" / "contributing").glob("*.md"))


def test_readme_examples_run() -> None:
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False,
                              optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("page", [p for p in CONTRIBUTING if ">>> " in p.read_text("utf-8")],
                         ids=lambda p: p.name)
def test_contributors_pages_examples_run(page: Path) -> None:
    result = doctest.testfile(str(page), module_relative=False,
                              optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


def test_ci_runs_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text()
    assert "./run test" in readme.split("\n\n")[1]
    assert "./run test" in (ROOT / ".ci" / "run").read_text()


def test_the_readme_is_a_newcomers_page() -> None:
    """At most 200 lines; the hosts' and contributors' matters are on the site's pages."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 200
    for page in ("architecture", "command", "pages", "hosting", "testing", "speed", "translating"):
        assert f"(docs/contributing/{page}.md)" in readme, page
        assert (ROOT / "docs" / "contributing" / f"{page}.md").is_file(), page
