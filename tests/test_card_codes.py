"""The card rules' verdicts as data: each refusal and each effect a card rule gives is
triggered here and its code and rule id asserted (changing a code in a rule module fails a
case), and every reason on the way has its template in the catalogue."""

from __future__ import annotations

import pytest

from idiotcore import Code, check, from_notation
from idiotcore.lang.wording import catalogue
from idiotcore.model.rulebook import R

BO = "Bo:xxxxxx:xxxxxx:xxxxxx"
Case = tuple[str, str, str, Code, str]
"""A case: its id, the position, the move, the code and the rule id expected."""


def x(hand: str, pile: str, stock: int = 20, face_up: str = "xxxxxx") -> str:
    """Extreme Idiot: Ada (to move) against Bo."""
    return f"extreme/0/Ada:{hand}:{face_up}:xxxxxx;{BO}/{pile}/{stock}/0"


def c(hand: str, pile: str, preset: str = "classic", stock: int = 20) -> str:
    """Classic Idiot (a preset with switches): A (to move) against B."""
    return f"{preset}/0/A:{hand}::xxxxxx;B:xxxxxx::xxxxxx/{pile}/{stock}/0"


REFUSALS: list[Case] = [
    ("s01-lower", x("7H3C9S", "1.QD"), "play 7H", Code.TOO_LOW, R.S1),
    ("s03-three", x("7H6C9S", "1.3D"), "play 7H", Code.AFTER_THREE, R.S3),
    ("s04_1-no-four", x("8S9H3C", "1.2D"), "play 8S give 9H to 1", Code.GIFT, R.S4_1),
    ("s04_1-owed", x("4S9H3C", "1.2D"), "play 4S", Code.GIFT, R.S4_1),
    ("s04_1-laid", "extreme/0/Ada:4S4C3C:9D:xx;Bo:xxxxxx::/1.2D/20/0", "play 4C 4S give 4C to 1",
     Code.GIFT, R.S4_1),
    ("s04_1-self", x("4S9H3C", "1.2D"), "play 4S give 9H to 0", Code.GIFT, R.S4_1),
    ("s04_1-full", "extreme/0/Ada:4C7H3S::;Bo:xxxxxx:4D5D6D2D:xxxxxxxx/1.4H/20/0",
     "play 4C give 7H to 1", Code.GIFT, R.S4_1),
    ("s04_2-no-four", x("8D3C7S", "1.4C", face_up="9DJHAC"), "play 8D throw 9D", Code.THROW,
     R.S4_2),
    ("s04_2-suit", x("4D3C7S", "1.4C", face_up="9DJHAC"), "play 4D throw JH", Code.THROW,
     R.S4_2),
    ("s04_2-joker", "extreme/0/Ada:RJ3C7S:9HJCAC:xxxxxx;Bo:xxxxxx:4D5D6D:xxxxxx/1.6C/20/0",
     "play RJ throw JC", Code.THROW, R.S4_2),
    ("s04_3-dead", x("4S9H3C", "1.2D", stock=0), "play 4S give 9H to 1", Code.FOURS_DEAD,
     R.S4_3),
    ("s06-third", x("6H3C7S", "1.6C;0.5S;1.6S"), "play 6H", Code.THIRD_SIX, R.S6),
    ("s07-seven", x("8H3C7S", "1.7C"), "play 8H", Code.AFTER_SEVEN, R.S7),
    ("s08_1-ladder", x("8H9HJHKS", "1.4C"), "play 8H 9H KS", Code.BAD_LADDER, R.S8_1),
    ("s08_2-ladder", x("8S7S5S", "1.4C"), "play 8S 7S 5S", Code.BAD_LADDER, R.S8_2),
    ("s08_1-joker", x("8H9HRJ", "1.4C"), "play 8H 9H RJ", Code.BAD_LADDER, R.S8_1),
    ("s08_2-sixes", x("8S7S6S6H6D", "1.4C"), "play 8S 7S 6S 6H 6D", Code.THIRD_SIX, R.S6),
    ("s09-low", x("JH3C7S", "1.9C"), "play JH 3C", Code.NINES_OWED, R.S9),
    ("s09-count", x("JHQC7S", "1.9C"), "play JH", Code.NINES_OWED, R.S9),
    ("s09-five", x("5HQC7S", "1.9C"), "play 5H", Code.NINES_OWED, R.S9),
    ("s09-fives", x("5H5CQC", "1.9C"), "play 5H 5C", Code.NINES_OWED, R.S9),
    ("s11-suit", x("7H3C9S", "1.JS"), "play 7H", Code.JACK_SUIT, R.S11),
    ("s11-colour", x("7C3C9S", "1.KC;0.RJ"), "play 7C", Code.JACK_SUIT, R.S11),
    ("s12-queen", x("QH3C7S", "1.6C"), "play QH", Code.QUEEN_BANNED, R.S12),
    ("s13-king", x("QH3C7S", "1.KC"), "play QH", Code.KING_ONLY, R.S13),
    ("s15-king", x("RJ3C7S", "1.KC"), "play RJ", Code.JOKER_ON_KING, R.S15),
    ("s15-colour", x("BJ3C7S", "1.JH"), "play BJ", Code.JOKER_COLOUR, R.S15),
    ("s16-sequence", x("5H6C7S", "1.4C"), "play 5H 6C 7S", Code.NO_SEQUENCE, R.S16),
    ("c05-lower", c("7H3C9S", "1.QD"), "play 7H", Code.TOO_LOW, R.C5),
    ("c05-equal", c("7H8C9S", "1.3D"), "play 7H 8C", Code.NOT_EQUAL, R.C5),
    ("c09-alone", c("2H8C9S", "1.3D"), "play 2H 8C", Code.NOT_EQUAL, R.C9),
    ("o5-ten", c("TH3C", "1.JD", "classic,tens_below_ten"), "play TH", Code.TEN_TOO_HIGH, R.O5),
    ("o7-lower", c("2H3C9S", "1.8D", "classic,extra_after_two"), "play 2H 3C 9S",
     Code.NOT_EQUAL, R.O7),
    ("o8-sequence", c("5C7H9S", "1.4D", "classic,sequences"), "play 5C 7H", Code.BAD_SEQUENCE,
     R.O8),
]


def cases(table: list[Case]) -> pytest.MarkDecorator:
    """Parametrize a test by a table of (id, notation, move, code, rule)."""
    return pytest.mark.parametrize(("notation", "move", "code", "rule"),
                                   [case[1:] for case in table], ids=[case[0] for case in table])


def cited(notation: str, move: str, legal: bool, code: Code, rule: str, first: bool = False
          ) -> None:
    """The move is ``legal`` (or not) and among its reasons (``first``: as the first) is one
    with ``code`` and ``rule``, worded from a template of the catalogue (a reason without one
    would print its key)."""
    v = check(from_notation(notation), move)
    assert v.legal is legal, v.message
    found = [r for r in v.reasons[:1 if first else None] if (r.code, r.rule) == (code, rule)]
    assert found, v.message
    assert found[0].key in catalogue("en"), found[0]


@cases(REFUSALS)
def test_a_card_rule_refuses_with_its_code_and_rule(notation: str, move: str, code: Code,
                                                     rule: str) -> None:
    cited(notation, move, False, code, rule, first=True)


EFFECTS: list[Case] = [
    ("s02-owes", x("2C8H4S", "1.7D"), "play 2C", Code.FOLLOW_UP_OWED, R.S2),
    ("s03-demand", x("3H8H4S", "1.3D"), "play 3H", Code.EFFECT, R.S3),
    ("s04_1-gives", x("4S9H3C", "1.2D"), "play 4S give 9H to 1", Code.EFFECT, R.S4_1),
    ("s04_2-throws", x("4D3C7S", "1.4C", face_up="9DJHAC"), "play 4D throw 9D", Code.EFFECT,
     R.S4_2),
    ("s04_3-no-burn", x("4H3C7S", "1.4C;0.4S;1.4D"), "play 4H", Code.FOURS_DEAD, R.S4_3),
    ("s09-last", x("JHQC7S", "1.9C"), "play JH QC", Code.ONLY_LAST_ACTS, R.S9),
    ("s09-owe", x("9H3C7S", "1.8C"), "play 9H", Code.NINES_OWED, R.S9),
    ("s10-burn", x("TH3C7S", "1.8C"), "play TH", Code.BURN_TEN, R.S10),
    ("s10-joker", x("RJ3C7S", "1.QC"), "play RJ", Code.BURN_TEN, R.S10),
    ("s11-demand", x("JH3C7S", "1.8C"), "play JH", Code.EFFECT, R.S11),
    ("s13-pickup", x("AH3C7S", "1.KC"), "play AH", Code.KING_PICKUP, R.S13),
    ("s13-four-kings", x("KH3C7S", "1.KC;0.KS;1.KD"), "play KH", Code.BURN_FOUR, R.S13),
    ("s15-acts", x("RJ3C7S", "1.8C"), "play RJ", Code.JOKER_AS, R.S15),
    ("s19-burn", x("7H3C9S", "1.7C;0.7S;1.7D"), "play 7H", Code.BURN_FOUR, R.S19),
    ("s19-again", x("7H3C9S", "1.7C;0.7S;1.7D"), "play 7H", Code.PLAYS_AGAIN, R.S19),
    ("c10-burn", c("TH3C", "1.8D"), "play TH", Code.BURN_TEN, R.C10),
    ("c10-four", c("7H3C", "1.7C;0.7S;1.7D"), "play 7H", Code.BURN_FOUR, R.C10),
    ("o1-joker", c("RJ3C", "1.8D", "classic,jokers_as_tens"), "play RJ", Code.BURN_TEN, R.O1),
    ("p06-ten", c("TH3C", "1.8D", "portuguese"), "play TH", Code.BURN_TEN, R.P6),
    ("p07-sixes", c("6H3C", "1.6C;0.6S", "portuguese"), "play 6H", Code.BURN_SIXES, R.P7),
    ("o8-sequence", c("5C6H9S", "1.4D", "classic,sequences"), "play 5C 6H", Code.LEGAL, R.O8),
    ("o7-two", c("2H3C9S", "1.8D", "classic,extra_after_two"), "play 2H 3C", Code.LEGAL, R.O7),
]


@cases(EFFECTS)
def test_a_card_rule_notes_its_effect_with_its_code_and_rule(notation: str, move: str,
                                                              code: Code, rule: str) -> None:
    cited(notation, move, True, code, rule)


NOTES: list[Case] = [
    ("s02-owed", x("2CQC4S", "1.7D"), "play 2C QC", Code.FOLLOW_UP_OWED, R.S2),
    ("s05-answer", x("5HJC7S", "1.9C"), "play 5H JC", Code.TRANSPARENT, R.S5),
    ("s05-on-top", x("7H3C9S", "1.KC;0.5C"), "play 7H", Code.TRANSPARENT, R.S5),
    ("s06-queen", x("QH3C7S", "1.6C"), "play QH", Code.QUEEN_BANNED, R.S6),
    ("s08_2-sixes", x("8S7S6S6H6D", "1.4C"), "play 8S 7S 6S 6H 6D", Code.THIRD_SIX, R.S8_2),
    ("s08_1-on-top", x("7H3C9S", "1.8H9HJH"), "play 7H", Code.EFFECT, R.S8_1),
    ("s11-colour", x("RJ3C9S", "1.JS"), "play RJ", Code.JACK_SUIT, R.S11),
    ("s15-five", x("8H3C9S", "1.7C;0.RJ"), "play 8H", Code.JOKER_AS, R.S15),
    ("s15-lost", x("3H3C9S", "1.6C;0.RJ", stock=0), "play 3H 9S", Code.JOKER_AS, R.S15),
    ("s04_3-lost", x("3H3C9S", "1.6C;0.RJ", stock=0), "play 3H 9S", Code.FOURS_DEAD, R.S4_3),
    ("c03-ranks", c("7H3C9S", "1.QD"), "play 7H", Code.TOO_LOW, R.C3),
]


@cases(NOTES)
def test_a_refusal_names_what_made_it_with_its_code_and_rule(notation: str, move: str,
                                                              code: Code, rule: str) -> None:
    cited(notation, move, False, code, rule)
