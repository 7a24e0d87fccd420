"""Helpers for the rule tests: judge a move in a position written in compact notation."""

from __future__ import annotations

from idiotcore import Verdict, check, from_notation


def verdict(notation: str, move: str) -> Verdict:
    """The engine's verdict on ``move`` in the position written as ``notation``."""
    return check(from_notation(notation), move)


def legal(notation: str, move: str, first_rule: str | None = None) -> Verdict:
    """Assert ``move`` is legal (citing ``first_rule`` first, if given)."""
    v = verdict(notation, move)
    assert v.legal, v.message
    if first_rule:
        assert v.rules[0] == first_rule, v.rules
    return v


def illegal(notation: str, move: str, first_rule: str) -> Verdict:
    """Assert ``move`` is illegal, citing ``first_rule`` first."""
    v = verdict(notation, move)
    assert not v.legal, v.message
    assert v.rules and v.rules[0] == first_rule, (v.rules, v.message)
    return v
