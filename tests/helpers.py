"""Helpers for the rule tests: judge a move in a position written in compact notation."""

from __future__ import annotations

from idiotcore import Verdict, check, from_notation


def verdict(notation: str, move: str) -> Verdict:
    """The engine's verdict on ``move`` in the position written as ``notation``."""
    return check(from_notation(notation), move)


def judge(notation: str, move: str, ok: bool, first_rule: str | None = None,
          also: tuple[str, ...] = ()) -> Verdict:
    """Assert ``move`` is legal when ``ok`` (else illegal), citing ``first_rule`` first (if
    given) and each rule of ``also`` somewhere: one row of a parametrized paragraph test."""
    v = verdict(notation, move)
    assert v.legal is ok, v.message
    if first_rule:
        assert v.rules[:1] == [first_rule], (v.rules, v.message)
    assert set(also) <= set(v.rules), (v.rules, v.message)
    return v


def legal(notation: str, move: str, first_rule: str | None = None) -> Verdict:
    """Assert ``move`` is legal (citing ``first_rule`` first, if given)."""
    return judge(notation, move, True, first_rule)


def illegal(notation: str, move: str, first_rule: str) -> Verdict:
    """Assert ``move`` is illegal, citing ``first_rule`` first."""
    return judge(notation, move, False, first_rule)
