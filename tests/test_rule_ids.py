"""Rule ids are named values (issue 14): no rule id is typed as a string literal in the engine
outside the registry, idiotcore/model/rulebook.py; every other module cites ``R.S13``, ``R.C5``.
Templates name the reason's own rule as ``{rule}`` and another rule through a slot."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "idiotcore"
ID = r"(?:§\d+(?:\.\d)?|[CPO]\d{1,2}|W1)"
CITED = re.compile(rf"^{ID}$|\({ID}\)")
"""A rule id as data (``"§7"``) or cited in a sentence (``"… (C5)."``)."""


def _literals(path: Path) -> list[tuple[int, str]]:
    """The string constants of a module that cite a rule, documentation left out: docstrings,
    the strings that document an attribute, and the documenting values of ``Code``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "Code":
            skip |= {id(n) for n in ast.walk(node)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in skip and CITED.search(node.value)]


@pytest.mark.parametrize("path", sorted(p.relative_to(ENGINE).as_posix()
                                        for p in ENGINE.rglob("*.py") if p.name != "rulebook.py"))
def test_no_rule_id_typed_outside_the_registry(path: str) -> None:
    found = _literals(ENGINE / path)
    assert not found, f"{path}: rule ids typed as strings (use rulebook.R): {found[:5]}"
