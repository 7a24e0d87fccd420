"""Every worked example of the rulebook, decided by the engine: the verdict must be the author's.

The same check runs when the site is built (docs/_ext/idiotbook_examples.py); here each example is
its own test, named by its file:line and move, so a disagreement points straight at the page.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from idiotcore.present.examples import Example, all_examples, decide_example

RULEBOOK = Path(__file__).resolve().parent.parent / "rulebook"
EXAMPLES = all_examples(RULEBOOK)


def test_there_are_examples() -> None:
    assert len(EXAMPLES) > 100, f"only {len(EXAMPLES)} examples found under {RULEBOOK}"


@pytest.mark.parametrize("example", EXAMPLES, ids=[f"{ex.where} {ex.move}" for ex in EXAMPLES])
def test_example_agrees_with_engine(example: Example) -> None:
    try:
        outcome = decide_example(example)
    except ValueError as err:  # bad position or move: the message names the example
        pytest.fail(f"cannot decide: {err}", pytrace=False)
    if outcome.problems:
        lines = "\n".join(f"  - {problem}" for problem in outcome.problems)
        pytest.fail(f"rulebook/{example.where} ({example.caption or 'no caption'}), move "
                    f"{example.move!r}:\n{lines}\n  engine verdict: {outcome.verdict.message}",
                    pytrace=False)


def test_the_site_reads_a_page_again_when_any_engine_module_changes() -> None:
    """An incremental build re-decides a page's examples when the engine changes: the build
    notes every engine module as the page's dependency, the rule modules under
    ``idiotcore/rules/`` and the words under ``idiotcore/lang/`` included (it once noted
    only the top level)."""
    pytest.importorskip("sphinx")
    sys.path.insert(0, str(RULEBOOK.parent / "docs" / "_ext"))
    import idiotbook_examples

    engine = RULEBOOK.parent / "idiotcore"
    noted = set(idiotbook_examples.ENGINE_FILES)
    assert noted == {str(path) for path in engine.rglob("*.py")}
    assert str(engine / "rules" / "extreme" / "s13_king.py") in noted
