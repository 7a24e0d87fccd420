"""Rulings where two rulebook pages, or a page and the engine, disagreed (issue 13, point 9):
the late joiner's fourth column and the black 4 (§4.1, §22), the newcomer's experience (§22),
the barred queen and the time limit (§25, switch ``queen_zero_tolerance``), and the ladder on
a player's own 2 that ends in a black 4 (§8.2)."""

from __future__ import annotations

from idiotcore import Code, Position, apply, check, from_notation, resolve
from idiotcore.position import evolve

# Ada (seat 0) is to move with a black 4 and the stock still has cards; Cy is about to join.
BEFORE_JOIN = "extreme/0/Ada:4S8HKC:9DJS3H:xxxxxx;Bo:xxxxxx:7DQH2S:xxxxxx/1.4D/30/0"


def joined() -> Position:
    """The table after ``join Cy``: Cy has a fourth column, a face-down card with nothing on it."""
    verdict, after = resolve(from_notation(BEFORE_JOIN), "join Cy")
    assert verdict.legal and after is not None, verdict.message
    cy = after.players[2]
    assert len(cy.face_down) == 4 and cy.face_up[3] == (), cy
    return after


def test_s04_1_gift_lays_face_up_on_a_newcomers_fourth_column() -> None:
    verdict, after = resolve(joined(), "play 4S give 8H to Cy")
    assert verdict.legal, verdict.message
    assert after is not None
    cy = after.players[2]
    assert cy.face_up[3] == ("8H",) and len(cy.face_down) == 4
    assert "8H" not in after.players[0].hand


def test_s22_newcomer_can_be_given_a_card_until_the_fourth_column_is_covered() -> None:
    covered = apply(joined(), "play 4S give 8H to Cy")
    # Ada has another black 4 at once: Cy now has four complete columns and can take no more.
    again = evolve(covered, to_move=0, players=covered.with_player(0, hand=("4C", "9C")))
    refused = check(again, "play 4C give 9C to Cy")
    assert not refused.legal and refused.rules[0] == "§4.1", refused.message
    assert check(again, "play 4C give 9C to Bo").legal


def test_s22_newcomer_is_experienced() -> None:
    position = joined()
    cy = position.players[2]
    assert cy.games_played is None or cy.games_played > 3
    # Acting out of turn costs an experienced player the pile (§23), with no mercy (§20.1).
    verdict = check(position, "Cy: pickup")
    assert not verdict.legal and verdict.consequence is not None
    assert verdict.consequence.kind == "pick_up", verdict.message


QUEEN_ON_SIX_COVERED = ("/0/Ada:7C9S4H:JD2H8S:xxxxxx;Bo:xxxxxx:3SACTD:xxxxxx;"
                        "Cy:xxxxxx:5DKS6C:xxxxxx/0.6D;1.QS;2.KH/8/0")
"""Bo laid a queen on Ada's 6 (§12), and Cy has played on it since."""


def test_s25_a_late_claim_on_a_barred_queen_expires_by_default() -> None:
    verdict = check(from_notation("extreme" + QUEEN_ON_SIX_COVERED), "claim 2")
    assert not verdict.legal and verdict.rules[0] == "§25", verdict.message
    assert verdict.consequence is not None and verdict.consequence.kind == "take_back"


def test_s25_queen_zero_tolerance_punishes_a_late_claim() -> None:
    position = from_notation("extreme,queen_zero_tolerance" + QUEEN_ON_SIX_COVERED)
    verdict, after = resolve(position, "claim 2")
    assert verdict.legal, verdict.message
    assert verdict.rules[:2] == ["§25", "§12"], verdict.rules
    assert after is not None
    bo = after.players[1]
    assert {"6D", "QS", "KH"} <= set(bo.hand) and not after.pile
    # The switch changes when a queen can be claimed, not who else gets mercy or what expires.
    plain = from_notation("extreme,queen_zero_tolerance/0/Ada:7C9S4H:JD2H8S:xxxxxx;"
                          "Bo:xxxxxx:3SACTD:xxxxxx;Cy:xxxxxx:5DKS6C:xxxxxx/0.8D;1.7S;2.7H/8/0")
    late = check(plain, "claim 2")  # a 7 on an 8 is too low, but it was not claimed in time
    assert not late.legal and Code.EXPIRED in late.codes, late.message


def test_s08_2_ladder_on_own_two_ends_in_a_four_that_gives_nothing() -> None:
    # The gift would be compulsory for a lone black 4 (§4.1); a ladder's 4 has no effect (§8).
    position = from_notation("extreme/0/Ada:2H8S7S6S5S4SKD:QS9CAH:xxxxxx;"
                             "Bo:xxxxxx:JD3STD:xxxxxx/1.6D/9/0")
    assert check(position, "play 2H 8S 7S 6S 5S 4S").legal
    assert not check(position, "play 2H 4S").legal  # a lone black 4 on the 2 must give
    assert not check(position, "play 2H 8S 7S 6S 5S 4S give KD to Bo").legal


def _queens_left(bo_hand: str) -> list[tuple[str, ...]]:
    """The hands after Ada lays a 7, the stock gone; Bo holds ``bo_hand`` (a queen among it)."""
    position = from_notation(f"extreme/0/Ada:QH7C7D::xxxxxx;Bo:{bo_hand}::xxxxxx/1.5C/0/0")
    return [p.hand for p in apply(position, "play 7C").players]


def test_s27_a_joker_going_round_lets_a_queen_follow() -> None:
    # Aces, 2s and 7s alone never let a queen follow: the queens are put away (§27).
    assert _queens_left("QSAS2C") == [("7D",), ("AS", "2C")]
    # A joker on an ace stands for a queen, and on a 6 (stock gone) counts as 0 (§15):
    # a queen may follow either, so the queens stay.
    assert _queens_left("QSASRJ") == [("QH", "7D"), ("QS", "AS", "RJ")]
    assert _queens_left("QS6SRJ") == [("QH", "7D"), ("QS", "6S", "RJ")]
    for pile in ("1.AS;0.RJ", "1.6S;0.RJ"):
        queen = check(from_notation(f"extreme/1/Ada:8C::xxxxxx;Bo:QH::xxxxxx/{pile}/0/0"),
                      "play QH")
        assert queen.legal, queen.message
