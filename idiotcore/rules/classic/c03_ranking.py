"""C3 Ranking: 3 is lowest, up to king and ace; suits never matter (2s and 10s are special)."""

from __future__ import annotations

from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.C3
CODES = (Code.TOO_LOW, Code.LEGAL)
_RANKS = "Ranks run from 3 up to king and ace; suits never matter ({rule})."


def ranks(code: Code) -> Reason:
    """The note on how ranks run, for a play refused as too low or laid as high enough."""
    return Reason.of(code, RULE, f"c03.{code.name}")


WORDS = {"en": {"c03.TOO_LOW": _RANKS, "c03.LEGAL": _RANKS}}
