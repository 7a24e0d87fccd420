"""The engine's "try a move" verb, :func:`idiotcore.attempt`: resolve the move, or check it when
its outcome hangs on a card typed as ??, and say whether the table changed and which rules the
verdict and its consequence cite."""

from __future__ import annotations

import pytest

from idiotcore import (
    Attempt,
    MoveError,
    UnknownCardError,
    attempt,
    check,
    from_notation,
    parse_move,
    resolve,
)

SEVEN = "extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"
QUEEN = "classic/0/A:7H9C::;B:xxxxxx::/1.QD/10/0"


def test_a_legal_move_is_applied() -> None:
    before = from_notation(SEVEN)
    tried = attempt(before, "play 3C")
    verdict, after = resolve(before, "play 3C")
    assert isinstance(tried, Attempt)
    assert tried.verdict == verdict and tried.verdict.legal
    assert tried.before == before and tried.after == after
    assert tried.move == parse_move("play 3C")
    assert tried.changed and not tried.unknown and not tried.taken_back
    assert tried.rules == verdict.rules


def test_an_illegal_move_with_a_pickup_changes_the_table() -> None:
    before = from_notation(SEVEN)
    tried = attempt(before, parse_move("play 8H"))
    verdict, after = resolve(before, "play 8H")
    assert not tried.verdict.legal and tried.verdict.consequence is not None
    assert tried.verdict.consequence.kind == "pick_up"
    assert tried.after == after and tried.changed and not tried.unknown
    assert "7C" in tried.after.players[0].hand and not tried.after.pile
    # The verdict's rules, then the consequence's, each once.
    cited = verdict.rules + [r for r in verdict.consequence.rules if r not in verdict.rules]
    assert tried.rules == cited and len(set(tried.rules)) == len(tried.rules)
    assert set(tried.verdict.consequence.rules) <= set(tried.rules)


def test_an_illegal_move_taken_back_leaves_the_table_unchanged() -> None:
    before = from_notation(QUEEN)
    tried = attempt(before, "play 7H")
    assert not tried.verdict.legal and tried.verdict.consequence is not None
    assert tried.verdict.consequence.kind == "take_back" and tried.taken_back
    assert tried.after == before and not tried.changed and not tried.unknown
    assert tried.verdict == check(before, "play 7H")
    assert tried.rules[: len(tried.verdict.rules)] == tried.verdict.rules
    assert tried.verdict.consequence.rules[0] in tried.rules


def test_a_legal_move_that_hangs_on_an_unknown_card_falls_back_to_check() -> None:
    before = from_notation(QUEEN)  # sjanse turns the stock's top card, typed as ??
    with pytest.raises(UnknownCardError):
        resolve(before, "sjanse")
    tried = attempt(before, "sjanse")
    assert tried.unknown and tried.verdict.legal
    assert tried.verdict == check(before, "sjanse")
    assert tried.after == before and not tried.changed


def test_bad_move_text_is_refused_as_check_refuses_it() -> None:
    before = from_notation(SEVEN)
    with pytest.raises(MoveError):
        attempt(before, "play 9C")  # Ada holds no 9♣
    with pytest.raises(MoveError):
        attempt(before, "dance")


def test_an_unknown_card_error_is_raised_only_for_a_card_nobody_knows() -> None:
    """``UnknownCardError`` is a :class:`MoveError` of its own (it was another name for
    ``MoveError``, so ``except UnknownCardError`` caught every bad move): a card not held is a
    plain ``MoveError``, and ``attempt`` lets it through instead of taking it for a legal move
    that hangs on an unknown card."""
    assert UnknownCardError is not MoveError and issubclass(UnknownCardError, MoveError)
    before = from_notation(QUEEN)
    with pytest.raises(MoveError) as raised:
        resolve(before, "play KS")  # A holds no K♠
    assert not isinstance(raised.value, UnknownCardError)
    with pytest.raises(MoveError) as raised:
        attempt(before, "play KS")
    assert not isinstance(raised.value, UnknownCardError)
    with pytest.raises(UnknownCardError):
        resolve(from_notation("extreme/0/Ada:::xx;Bo:xxxxxx::/1.5C/0/0"), "flip 1")
