"""Issue 14: the table and conduct rules decide as data. Every refusal code the table rules give
(turn, source, opening, sjanse, swaps, collecting, continuing, passing, the referee's reports,
claims and joins) is triggered here and asserted with its rule id and its template key, one
parametrized case each; so are the notes of the table's consequences (§20) and §27. The
engine's modes do only their part: judging gathers no reasons and builds no table, checking
builds none, applying gathers no reasons."""

from __future__ import annotations

import pytest

from idiotcore import Code, apply, check, from_notation, resolve
from idiotcore.engine import evaluate
from idiotcore.judge.table import Mode
from idiotcore.lang.wording import speaking
from idiotcore.model.moves import parse_move
from idiotcore.model.verdict import Consequence

OPENING = "{rules}/{to_move}/A:{a}:4C7C6C:xxxxxx;B:{b}:4D5D6D:xxxxxx/-/34/0"
"""Two players at the very start: nothing laid, burnt or drawn yet (a full stock)."""
BO = "Bo:xxxxxx:xxxxxx:xxxxxx"
PLAY = f"extreme/0/Ada:7H3C9S:xxxxxx:xxxxxx;{BO}/1.5C/20/0"
"""Ada to move in Extreme Idiot, a 5 on the pile."""
CLASSIC = "classic/0/A:7H3C9S:7D5C6C:xxxxxx;B:xxxxxx::/1.8D/10/0"

REFUSALS = [
    # rule id, table, move, code, template key
    ("§1", "extreme/0/Ada:7H::;Bo:::/1.5C/0/0", "play 7H", Code.GAME_OVER, "s01.GAME_OVER"),
    ("C5", "classic/1/A:7H3C9S::;B:xxxxxx::/1.5C;0.8C/20/0", "A: play 9S", Code.NOT_YOUR_TURN,
     "s01.NOT_YOUR_TURN"),
    ("C4", OPENING.format(rules="classic", to_move=1, a="7H9HKS", b="3CQSAS"), "A: play 7H",
     Code.NOT_YOUR_TURN, "s01.NOT_YOUR_TURN"),
    ("§23", PLAY.replace("extreme/0/", "extreme/1/"), "Ada: play 9S", Code.NOT_YOUR_TURN,
     "s23.NOT_YOUR_TURN"),
    ("C5", CLASSIC, "done", Code.NOTHING_TO_END, "s01.NOTHING_TO_END"),
    ("§1", PLAY, "done", Code.NOTHING_TO_END, "s01.NOTHING_TO_END"),
    ("C6", "classic/0/A:7H:8C9DKS:xxxxxx;B:xxxxxx::/1.5C/10/0", "play 8C", Code.WRONG_SOURCE,
     "s01.WRONG_SOURCE.hand"),
    ("P9", "portuguese,last_hand_with_table/0/A:7H:8C9DKS:xxxxxx;B:xxxxxx::/1.5C/10/0",
     "play 8C", Code.WRONG_SOURCE, "s01.WRONG_SOURCE.hand"),
    ("C6", "classic/0/A::8C9DKS:5D6D7D;B:xxxxxx::/1.5C/10/0", "play 5D", Code.WRONG_SOURCE,
     "s01.WRONG_SOURCE.face_up"),
    ("C6", "classic/0/A::------:5D6D7D;B:xxxxxx::/1.5C/10/0", "play 5D", Code.WRONG_SOURCE,
     "s01.WRONG_SOURCE.face_down"),
    ("§1", PLAY, "flip 1", Code.WRONG_SOURCE, "s01.WRONG_SOURCE.flip"),
    ("C6", CLASSIC, "flip 1", Code.WRONG_SOURCE, "s01.WRONG_SOURCE.flip"),
    ("C12", "classic/0/A::------:5D--7D;B:xxxxxx::/1.5C/10/0", "flip 2", Code.WRONG_SOURCE,
     "s01.WRONG_SOURCE.column"),
    ("§1", PLAY.replace("/1.5C/", "/-/"), "pickup", Code.EMPTY_PILE, "s01.EMPTY_PILE"),
    ("§1", "extreme/0/Ada:7H::;Bo:xxxxxx::;Cy:::/1.5C/0/0", "report question Cy",
     Code.NOT_ALLOWED, "s01.NOT_ALLOWED.out"),
    ("§16", PLAY, "sjanse", Code.NOT_ALLOWED, "c08.NOT_ALLOWED"),
    ("C8", "classic/0/A:7H3C9S::;B:xxxxxx::/1.5C/0/0", "sjanse", Code.NO_STOCK, "c08.NO_STOCK"),
    ("C14", CLASSIC, "report question A", Code.NOT_ALLOWED, "c14.NOT_ALLOWED"),
    ("O3", CLASSIC.replace("/1.8D/10/0", "/-/10/0/swap").replace("classic", "classic,"
                                                                 "swap_after_deal"),
     "play 7H", Code.SWAP_PHASE, "o3.SWAP_PHASE"),
    ("O3", CLASSIC.replace("classic", "classic,swap_after_deal"), "swap 7H 5C",
     Code.NOT_ALLOWED, "o3.NOT_ALLOWED"),
    ("C6", CLASSIC, "swap 7H 5C", Code.NOT_ALLOWED, "o3.NOT_ALLOWED"),
    ("§16", "extreme/0/Ada:7H3C9S:7D5C6C:xxxxxx;Bo:xxxxxx::/1.8D/10/0", "swap 7H 5C",
     Code.NOT_ALLOWED, "o3.NOT_ALLOWED.extreme"),
    ("O2", CLASSIC, "collect 7H", Code.NOT_ALLOWED, "o2.NOT_ALLOWED"),
    ("O2", CLASSIC.replace("classic", "classic,collecting").replace("7D5C", "8C5C"),
     "collect 7H", Code.NOT_A_PAIR, "o2.NOT_A_PAIR"),
    ("C4", OPENING.format(rules="classic", to_move=0, a="7H9HKS", b="3CQSAS"), "play 7H",
     Code.WRONG_OPENER, "c04.WRONG_OPENER"),
    ("P3", OPENING.format(rules="portuguese", to_move=0, a="5C9HKS", b="3CQSAS") + "/open=3",
     "play 5C", Code.OPENING_ROUND, "p03.OPENING_ROUND"),
    ("P4", "classic,draw_continue/0/A:7H7C9S:xxxxxx:xxxxxx;B:xxxxxx::/0.7D/10/0", "play 9S",
     Code.CONTINUE_SAME_RANK, "p04.CONTINUE_SAME_RANK"),
    ("P5", "classic,two_with_card/0/A:2H7C9S:xxxxxx:xxxxxx;B:xxxxxx::/1.7D/10/0", "play 2H",
     Code.TWO_ALONE, "p05.TWO_ALONE"),
    ("C7", CLASSIC, "pass", Code.NOT_ALLOWED, "s27.NOT_ALLOWED"),
    ("§27", PLAY, "pass", Code.NOT_ALLOWED, "s27.NOT_ALLOWED"),
    ("§18", PLAY.replace("/1.5C/", "/1.5C;0.8C/"), "report bad_flip Bo", Code.NO_FLIP,
     "s18.NO_FLIP.hand"),
    ("§18", "extreme/0/Ada:7H3C9S:xxxxxx:xxxxxx;Bo::9D----:--xx/0.5C;1.8C/0/0",
     "report bad_flip Bo", Code.NO_FLIP, "s18.NO_FLIP.face_up"),
    ("§25", "extreme/0/Ada:7H3C9S:xxxxxx:xxxxxx;Bo::----:--xx/1.8C;0.5C/0/0",
     "report bad_flip Bo", Code.EXPIRED, "s25.EXPIRED.flip"),
    ("§22", PLAY.replace("/20/0", "/0/0"), "join Cy", Code.JOIN, "s22.JOIN.stock"),
    ("§25", PLAY, "claim 3", Code.CLAIM, "s25.CLAIM.none"),
    ("§25", PLAY.replace("/1.5C/", "/0.6C;1.QD;0.KS/").replace("extreme/0/", "extreme/1/"),
     "claim 2", Code.EXPIRED, "s25.EXPIRED"),
    ("§21", PLAY.replace("/1.5C/", "/0.6C;1.8D/"), "claim", Code.CLAIM, "s21.CLAIM"),
]


@pytest.mark.parametrize(("rule", "table", "move", "code", "key"), REFUSALS,
                         ids=[f"{case[0]}-{case[4]}-{case[2]}" for case in REFUSALS])
def test_table_rules_refuse_with_their_code_rule_and_template(rule: str, table: str, move: str,
                                                             code: Code, key: str) -> None:
    v = check(from_notation(table), move)
    first = v.reasons[0]
    assert not v.legal
    assert (first.code, first.rule, first.key) == (code, rule, key), v.message
    assert first.message != first.key, "the key has a template"


NOTES = [
    ("§20.1", "extreme/0/Ada:7H3C9S:xxxxxx:xxxxxx:1;Bo:xxxxxx::/1.QD/20/0", "play 7H",
     Code.MERCY, "s20.MERCY", "take_back"),
    ("§20.2", "extreme/0/Ada:6H3C9S:xxxxxx:xxxxxx:1;Bo:xxxxxx::/1.6C;0.6S/20/0", "play 6H",
     Code.NO_MERCY, "s20.NO_MERCY", "pick_up"),
]


@pytest.mark.parametrize(("rule", "table", "move", "code", "key", "kind"), NOTES,
                         ids=[case[0] for case in NOTES])
def test_s20_the_consequence_is_noted_with_its_code_rule_and_template(
        rule: str, table: str, move: str, code: Code, key: str, kind: str) -> None:
    v = check(from_notation(table), move)
    note = v.reasons[-1]
    assert (note.code, note.rule, note.key) == (code, rule, key)
    assert v.consequence is not None and v.consequence.kind == kind


@pytest.mark.parametrize(("kind", "mid", "expected"), [
    ("pick_up", False, "You pick up the pile"), ("pick_up", True, "you pick up the pile"),
    ("take_back", False, "You take the move back"), ("take_back", True, "you take the move back"),
])
def test_c14_s20_consequence_words_come_from_the_templates(kind: str, mid: bool,
                                                           expected: str) -> None:
    with speaking(viewer="You"):  # the person the text is for
        assert Consequence(kind, 0, ()).words(["You"], mid=mid) == expected  # type: ignore[arg-type]
    assert Consequence(kind, 3, ()).words(["You"]).startswith("player 3 ")  # type: ignore[arg-type]




def test_s27_the_note_comes_back_with_the_table_not_on_it() -> None:
    both = from_notation("extreme/0/Ada:QH::;Bo:QDQS::;Cy:::/-/0/0")
    v, after = resolve(both, "pass")
    notes = [r for r in v.reasons if r.code is Code.QUEENS_REMOVED]
    assert [(r.rule, r.key) for r in notes] == [("§27", "s27.QUEENS_REMOVED.empty")]
    assert "the queens (QH QD QS) are put away (§27)" in notes[0].message
    assert "_queens_note" not in vars(after), "the note is returned, not carried on the table"
    assert apply(both, "pass") == after


@pytest.mark.parametrize(("table", "move"), [
    (PLAY, "play 7H"), (PLAY, "pickup"), (CLASSIC.replace("classic", "classic,collecting"),
                                          "collect 7H"),
    ("extreme/0/Ada:QH::;Bo:QDQS::;Cy:::/-/0/0", "pass"),
])
def test_modes_judge_check_apply_do_only_their_part(table: str, move: str) -> None:
    position, parsed = from_notation(table), parse_move(move)
    judged, nothing = evaluate(position, parsed, Mode.JUDGE)
    assert judged.legal and judged.reasons == () and nothing is None
    checked, unbuilt = evaluate(position, parsed, Mode.CHECK)
    assert checked.legal and checked.reasons and unbuilt is None
    applied, after = evaluate(position, parsed, Mode.APPLY)
    assert applied.legal and applied.reasons == () and after is not None
    resolved, same = evaluate(position, parsed, Mode.RESOLVE)
    assert resolved.reasons[:len(checked.reasons)] == checked.reasons and same == after
