"""Rulings where two rulebook pages, or a page and the engine, disagreed (issue 13, point 9):
the late joiner's fourth column and the black 4 (§4.1, §22), the newcomer's experience (§22),
the barred queen and the time limit (§25, switch ``queen_zero_tolerance``), and the ladder on
a player's own 2 that ends in a black 4 (§8.2). Last, the rulings on the questions a reader of the
seeds could not settle can be found on their paragraph's page with the questions' own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from idiotcore import Code, Position, apply, check, from_notation, resolve
from idiotcore.model.position import evolve
from idiotcore.model.rulebook import RULES, anchor

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


RULEBOOK = Path(__file__).resolve().parent.parent / "rulebook"

FINDABLE = [
    ("Can a player go out on a 2 when it is their last card?",
     "extreme/s02-two.md", "§2", ("go out", "last card", "2")),
    ("When both of the last two players hold only a queen, who is the idiot?",
     "extreme/s27-stuck-with-a-queen.md", "§27", ("last two players", "only a queen", "idiot")),
    ("Portuguese: who leads after a burn by four of a kind or by three 6s?",
     "classic/portuguese-burning.md", "P7", ("leads", "burn", "four of a kind", "three 6s")),
    ("Portuguese: is sjanse allowed?",
     "classic/portuguese-drawing-two.md", "P4", ("sjanse", "allowed", "Portuguese")),
    ("Portuguese: may the opener lay several 3s?",
     "classic/portuguese-opening.md", "P3", ("opener", "several 3s")),
    ("Portuguese: are 2s and 10s allowed in the opening round?",
     "classic/portuguese-opening.md", "P3", ("2s and 10s", "allowed", "opening round")),
    ("May several face-up cards be laid at once (a pair)?",
     "classic/norske-kortspill-hand-table.md", "C6", ("several face-up cards", "at once", "pair")),
    ("May several face-up cards be laid at once (Extreme: an answer to a 9 from face-up cards)?",
     "extreme/s09-nine.md", "§9", ("several face-up cards", "at once", "answer to a 9")),
    ("Do four 4s burn when the stock empties in the same turn?",
     "extreme/s04-four.md", "§4.3", ("four 4s", "burn", "stock empties", "same turn")),
    ("May an answer hold more cards than owed?",
     "extreme/s09-nine.md", "§9", ("answer", "more cards than owed")),
    ("Must each card of the answer be legal on the one before it?",
     "extreme/s09-nine.md", "§9", ("each card", "answer", "legal on the one before it")),
    ("O5: may a 10 go on an empty pile or on a 2?",
     "classic/optional-rules-tens-six-cards.md", "O5", ("10", "empty pile", "on a 2")),
    ("After a penalty pickup of an empty pile, does the turn pass?",
     "extreme/s20-mercy.md", "§20.1", ("penalty pickup", "empty pile", "turn pass")),
    ("Who acts after a referee's report (a bad flip, a stupid question, a peek)?",
     "extreme/s18-flipping.md", "§18",
     ("who acts", "report", "bad flip", "stupid question", "peek")),
    ("Is the mercy of §20.1 given for conduct penalties (§18, §21, §23)?",
     "extreme/s20-mercy.md", "§20.1",
     ("mercy", "conduct penalties", "bad flip", "stupid question", "out of turn")),
    ("O2: is a collected stack played together later?",
     "classic/optional-rules.md", "O2", ("collected stack", "played together")),
    ("O4: does a swap use the turn?",
     "classic/optional-rules-swaps.md", "O4", ("swap", "use the turn")),
]
"""The questions a reader of the seeds could not settle (sixteen; the one on face-up cards has a
row for the classic page and one for the Extreme page): the question, the page of its paragraph
(the page of the rule in the registry), the rule whose section holds the ruling, and words of the
question that the ruling's text must hold, so that the site's search finds it with them."""

_LABEL = re.compile(r"^\(([a-z0-9-]+)\)=\s*$", re.M)
_REFEREES = re.compile(r"^(`{3,})\{idiot-referees\}[^\n]*\n(.*?)^\1\s*$", re.M | re.S)


def _rulings(page: str, rule: str) -> str:
    """The text of the rulings blocks in ``rule``'s section of ``page`` (from its label to the
    next label), whitespace folded, lower case."""
    text = (RULEBOOK / page).read_text(encoding="utf-8")
    labels = [(m.group(1), m.start()) for m in _LABEL.finditer(text)]
    starts = [at for name, at in labels if name == anchor(rule)]
    assert len(starts) == 1, f"{page}: no single label ({anchor(rule)})="
    ends = [at for _, at in labels if at > starts[0]]
    section = text[starts[0]:ends[0] if ends else len(text)]
    blocks = [m.group(2) for m in _REFEREES.finditer(section)]
    assert blocks, f"{page}: no rulings block in the section of {rule}"
    return " ".join(" ".join(blocks).split()).lower()


@pytest.mark.parametrize(("question", "page", "rule", "words"), FINDABLE,
                         ids=[row[0] for row in FINDABLE])
def test_rulings_are_findable_with_the_questions_own_words(
        question: str, page: str, rule: str, words: tuple[str, ...]) -> None:
    assert RULES[rule].page + ".md" == page, f"{rule} is on {RULES[rule].page}, not {page}"
    text = _rulings(page, rule)
    missing = [word for word in words if word.lower() not in text]
    assert not missing, f"{question}: {page} ({rule}) rulings lack {missing}"
