"""The golden play-throughs still play out exactly as recorded (see tests/golden.py)."""

from __future__ import annotations

import pytest
from golden import GAMES, HERE, render


@pytest.mark.parametrize("name", list(GAMES))
def test_golden_game(name: str) -> None:
    expected = (HERE / f"{name}.txt").read_text(encoding="utf-8")
    assert render(*GAMES[name]) == expected, (
        f"{name} plays differently now; if the change is intended, run python tests/golden.py "
        "and review the diff")
