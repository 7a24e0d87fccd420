"""Classic Idiot (Norske kortspill) C1–C14, the optional rules O1–O8, the browser version W1,
the Portuguese version P1–P10 and the house rules H1–H2: one test or more per rule, named after
it."""

from __future__ import annotations

import pytest
from helpers import illegal, judge, legal, verdict

from idiotcore import (
    Code,
    PositionError,
    apply,
    check,
    from_notation,
    legal_moves,
    position_from_json,
    position_to_json,
    resolve,
    to_notation,
)
from idiotcore.play.game import deal

TWO = "classic/0/A:7H9CKS:4C5C6C:xxxxxx;B:xxxxxx:4D5D6D:xxxxxx/{pile}/{stock}/{burnt}"


def table(pile: str = "1.8D", stock: int = 20, burnt: int = 0, rules: str = "classic") -> str:
    return TWO.replace("classic", rules, 1).format(pile=pile, stock=stock, burnt=burnt)


def test_c01_players_and_deck() -> None:
    assert len(deal("classic", 5, seed=1).all_cards()) == 52
    with pytest.raises(PositionError, match="players"):
        from_notation("classic/0/A:7H::/-/0/0")
    with pytest.raises(PositionError, match="joker"):
        from_notation("classic/0/A:RJ::;B:xx::/-/0/0")


def test_c02_the_deal() -> None:
    p = deal("classic", 3, seed=3)
    assert all(len(pl.hand) == 3 and len(pl.face_up) == 3 and len(pl.face_down) == 3
               for pl in p.players)
    assert len(p.stock) == 52 - 27


@pytest.mark.parametrize(("pile", "move", "ok", "also"), [
    pytest.param("1.KD", "play KS", True, (), id="king-on-a-king-of-another-suit"),
    pytest.param("1.QD", "play 7H", False, ("C3",), id="seven-on-a-queen"),
])
def test_c03_ranking_suits_never_matter(pile: str, move: str, ok: bool, also: tuple[str, ...]
                                        ) -> None:
    judge(table(pile), move, ok, "C5", also)


def test_c04_lowest_card_starts() -> None:
    p = deal("classic", 4, seed=11)
    lows = [min((c for c in pl.hand if c[0] not in "2T"), default="Z", key=lambda c:
                "3456789JQKA".index(c[0])) for pl in p.players]
    values = ["3456789JQKA".index(c[0]) if c != "Z" else 99 for c in lows]
    assert p.to_move == values.index(min(values))
    v = illegal("classic/0/A:3C9H8H:4C7C6C:xxxxxx;B:5CKSQS:4D5D6D:xxxxxx/-/34/0",
                "B: play 5C", "C4")
    assert v.consequence is not None and v.consequence.kind == "take_back"


OPENING = "{rules}/{to_move}/A:{a}:4C7C6C:xxxxxx;B:{b}:4D5D6D:xxxxxx/-/34/0"
"""Two players at the very start: nothing laid, burnt or drawn yet (a full stock)."""


TRUSTED = "classic/0/A:7H9HKS:4C7C6C:xxxxxx;B:xxxxxx:4D5D6D:xxxxxx/-/34/0"
"""B's hand is unknown: who holds the lowest card can't be checked."""


@pytest.mark.parametrize(("rules", "to_move", "a", "b", "move", "ok", "rule", "also"), [
    pytest.param("classic", 0, "7H9HKS", "3CQSAS", "play 7H", False, "C4", (),
                 id="the-higher-card-opens"),
    pytest.param("classic", 1, "7H9HKS", "3CQSAS", "play QS", True, None, ("C4",),
                 id="the-lowest-card-opens"),
    pytest.param("classic", 0, "2C9HKS", "5CQSAS", "play 9H", False, "C4",
                 (), id="a-two-is-not-low"),
    pytest.param("classic", 1, "2CTHKS", "5CQSAS", "play 5C", True, None, (),
                 id="twos-and-tens-are-not-low"),
    pytest.param("portuguese,opening_round=no", 0, "7H9HKS", "3CQSAS", "play 7H", False, "P3",
                 (), id="portuguese-without-the-round"),
    # O4: the opener found at the deal keeps the turn through swaps
    pytest.param("classic,swap_any_time", 0, "7H9HKS", "3CQSAS", "play 7H", True, None, (),
                 id="swap-any-time-keeps-the-opener"),
])
def test_c04_only_the_player_with_the_lowest_card_opens(rules: str, to_move: int, a: str,
                                                        b: str, move: str, ok: bool,
                                                        rule: str | None,
                                                        also: tuple[str, ...]) -> None:
    # Issue 13: any player to move could open, though another held a lower card, and the
    # verdict cited C4 as allowing it; a 2 must not count as low (R17).
    judge(OPENING.format(rules=rules, to_move=to_move, a=a, b=b), move, ok, rule, also)


def test_c04_the_refusal_names_the_opener_and_is_taken_back() -> None:
    v = verdict(OPENING.format(rules="classic", to_move=0, a="7H9HKS", b="3CQSAS"), "play 7H")
    assert v.codes[0] is Code.WRONG_OPENER and "B holds the lowest card, 3♣" in v.message
    assert v.consequence is not None and v.consequence.kind == "take_back"


def test_c04_the_wrong_opener_has_no_legal_move() -> None:
    assert list(legal_moves(from_notation(OPENING.format(rules="browser", to_move=0, a="7H9HKS",
                                                    b="3CQSAS")))) == []


def test_c04_an_unknown_hand_is_taken_on_trust() -> None:
    trusted = legal(TRUSTED, "play 7H")
    assert "taken on trust" in trusted.message, "an unknown hand can't be checked"


def test_p03_the_opening_goes_round_the_table_by_rank() -> None:
    # Issue 13: the Portuguese text asks seat by seat for a 3 (lay it or decline), then 4s.
    rules = "portuguese"
    start = from_notation(OPENING.format(rules=rules, to_move=0, a="5C9HKS", b="3CQSAS")
                          + "/open=3")
    assert set(map(str, legal_moves(start))) == {"pass"}
    illegal(to_notation(start), "play 5C", "P3")
    passed = apply(start, "pass")
    assert passed.to_move == 1 and passed.opening == 3
    assert "play 3C" in legal_moves(passed) and "pass" in legal_moves(passed)
    opened = apply(passed, "play 3C")
    assert opened.opening is None and opened.pile[-1].cards == ("3C",)
    round_two = apply(passed, "pass")
    assert round_two.to_move == 0 and round_two.opening == 4
    assert check(apply(round_two, "pass"), "play 5D").legal is False  # 4s now, not 5s
    dealt = deal(rules, 3, seed=5)
    for _ in range(3):
        dealt = apply(dealt, "done")
    assert dealt.phase == "play" and dealt.opening == 3 and dealt.to_move == 0
    assert from_notation(to_notation(round_two)) == round_two
    assert position_from_json(position_to_json(round_two)) == round_two
    assert position_to_json(round_two)["opening"] == "4"


@pytest.mark.parametrize(("players", "decks"), [
    pytest.param(2, 1, id="2-players-1-deck"),
    pytest.param(3, 1, id="3-players-1-deck"),
    pytest.param(4, 2, id="4-players-2-decks"),
    pytest.param(6, 2, id="6-players-2-decks"),
    pytest.param(7, 3, id="7-players-3-decks"),
    pytest.param(9, 3, id="9-players-3-decks"),
])
def test_p01_one_deck_for_every_three_players_up_to_nine(players: int, decks: int) -> None:
    # Issue 13: six or more players were refused ("the game takes 2 to 5"), though P1 gives
    # a deck for every two or three players.
    p = deal("portuguese", players, seed=players)
    assert len(p.players) == players and len(p.all_cards()) == 52 * decks


def test_p01_ten_portuguese_players_or_six_classic_are_refused() -> None:
    with pytest.raises(ValueError, match="portuguese takes 2-9"):
        deal("portuguese", 10)
    with pytest.raises(ValueError, match="classic takes 2-5"):
        deal("classic", 6)
    six = deal("portuguese", 6, seed=1)
    assert from_notation(to_notation(six)) == six


def test_o6_six_hand_cards_for_more_players_than_the_deck_deals_is_refused() -> None:
    # Five players with six hand cards need 60 cards: a clear refusal, not an IndexError.
    with pytest.raises(ValueError, match="need 60 cards"):
        deal("classic", 5, switches={"six_hand_cards": True})
    assert len(deal("classic", 4, switches={"six_hand_cards": True}).stock) == 52 - 48


NINES = "classic/0/A:9C9H7H::xxxxxx;B:xxxxxx::xxxxxx/1.8D/20/0"
"""A holds two 9s and a 7; an 8 lies on the pile."""


@pytest.mark.parametrize(("notation", "move", "ok"), [
    pytest.param(table("1.8D"), "play 9C", True, id="nine-on-an-eight"),
    pytest.param(table("1.QD"), "play 7H", False, id="seven-on-a-queen"),
    pytest.param(NINES, "play 9C 7H", False, id="unequal-cards-together"),
    pytest.param(NINES, "play 9C 9H", True, id="equal-cards-together"),
    pytest.param(table("-"), "play 7H", True, id="anything-on-the-empty-pile"),
])
def test_c05_at_least_as_high_and_equal_cards(notation: str, move: str, ok: bool) -> None:
    judge(notation, move, ok, "C5")


FACE_UP = "classic/0/A::KC5C6C:xxxxxx;B:xxxxxx::xxxxxx/1.8D/0/0"
"""A's hand is empty: the face-up cards are in play."""


@pytest.mark.parametrize(("notation", "move", "ok", "rule"), [
    pytest.param(table("1.8D"), "play 6C", False, "C6", id="face-up-card-with-a-hand"),
    pytest.param(FACE_UP, "play KC", True, "C5", id="face-up-card-without-a-hand"),
    pytest.param(FACE_UP, "flip 1", False, "C6", id="flip-before-the-face-up-cards"),
])
def test_c06_hand_first_then_face_up_then_face_down(notation: str, move: str, ok: bool,
                                                    rule: str) -> None:
    judge(notation, move, ok, rule)


def test_c07_pick_up_the_pile() -> None:
    p = from_notation(table("1.8D;0.9D"))
    after = apply(p, "pickup")
    assert len(after.players[0].hand) == 5 and not after.pile and after.to_move == 1
    illegal(table("-"), "pickup", "C7")


def test_c08_sjanse() -> None:
    fits = from_notation("classic/0/A:3C::;B:xxxxxx::/1.8D/4C9S/0")
    after = apply(fits, "sjanse")
    assert after.pile[-1].cards == ("9S",)
    fails = from_notation("classic/0/A:3C::;B:xxxxxx::/1.8D/9S4C/0")
    v, after = resolve(fails, "sjanse")
    assert v.legal and v.rules[0] == "C8" and sorted(after.players[0].hand) == ["3C", "4C", "8D"]
    illegal("classic/0/A:3C::;B:xxxxxx::/1.8D/0/0", "sjanse", "C8")


@pytest.mark.parametrize(("notation", "move", "ok"), [
    pytest.param(table("1.KD").replace("7H", "2H"), "play 2H", True, id="two-on-a-king"),
    pytest.param(table("1.KD;0.2S"), "play 7H", True, id="anything-on-a-two"),
    pytest.param(table("1.KD").replace("7H", "2H"), "play 2H 9C", False,
                 id="no-card-with-a-two"),
])
def test_c09_the_two(notation: str, move: str, ok: bool) -> None:
    judge(notation, move, ok, "C9")


def test_c10_burning() -> None:
    p = from_notation("classic/0/A:TH9C3C::;B:xxxxxx::/1.KD/10/0")
    v = check(p, "play TH")
    assert v.legal and "C10" in v.rules
    after = apply(p, "play TH")
    assert not after.pile and after.to_move == 0 and "TH" in after.burnt
    four = from_notation("classic/0/A:9C3C4C::;B:xxxxxx::/1.9D;0.9H;1.9S/10/0")
    assert not apply(four, "play 9C").pile


@pytest.mark.parametrize(("stock", "hand", "left"), [
    pytest.param(5, 3, 4, id="draw-one"),
    pytest.param(0, 2, 0, id="nothing-to-draw"),
])
def test_c11_refill_to_three(stock: int, hand: int, left: int) -> None:
    after = apply(from_notation(table("1.8D", stock=stock)), "play 9C")
    assert len(after.players[0].hand) == hand and len(after.stock) == left


def test_c12_blind_face_down_cards() -> None:
    fits = from_notation("classic/0/A:::9C--;B:xxxxxx::/1.8D/0/0")
    assert apply(fits, "flip 1").pile[-1].cards == ("9C",)
    fails = from_notation("classic/0/A:::4C5C;B:xxxxxx::/1.8D/0/0")
    v, after = resolve(fails, "flip 1")
    assert v.legal and v.rules[0] == "C12"
    assert sorted(after.players[0].hand) == ["4C", "8D"]


def test_c13_winner_and_idiot() -> None:
    p = from_notation("classic/0/A:KC::;B:3C::;C:4C::/1.8D/0/0")
    after = apply(p, "play KC")
    assert after.finished == (0,) and after.winner == 0 and not after.is_over
    last = from_notation("classic/1/A:::;B:AC::;C:4C::/1.8D/0/0/out=0")
    done = apply(last, "play AC")
    assert done.is_over and done.idiot == 2 and done.finished == (0, 1)


def test_c14_illegal_attempts_are_taken_back() -> None:
    p = from_notation(table("1.QD"))
    v, after = resolve(p, "play 7H")
    assert not v.legal and v.consequence is not None and v.consequence.kind == "take_back"
    assert after == p


JOKER = "classic,jokers_as_tens/0/A:RJ3C::;B:xxxxxx::/1.AD/10/0"
"""With O1, a joker is a ten: it goes on the ace."""


@pytest.mark.parametrize(("notation", "move", "also"), [
    pytest.param(JOKER, "play RJ", ("C10",), id="joker-on-an-ace"),
    pytest.param("classic,jokers_as_tens/0/A:BJTD::;B:xxxxxx::/1.AD/10/0", "play BJ TD", (),
                 id="joker-and-ten-together"),
])
def test_o1_jokers_as_tens(notation: str, move: str, also: tuple[str, ...]) -> None:
    judge(notation, move, True, "O1", also)


def test_o1_a_joker_burns_like_a_ten() -> None:
    assert not apply(from_notation(JOKER), "play RJ").pile


def test_o2_collecting() -> None:
    p = from_notation("classic,collecting/0/A:7H3C9S:7D5C6C:xxxxxx;B:xxxxxx::/1.8D/10/0")
    after = apply(p, "collect 7H")
    assert after.players[0].face_up[0] == ("7D", "7H") and len(after.players[0].hand) == 3
    assert after.to_move == 0
    illegal("classic/0/A:7H3C9S:7D5C6C:xxxxxx;B:xxxxxx::/1.8D/10/0", "collect 7H", "O2")


def test_o3_swap_after_the_deal() -> None:
    p = deal("classic", 3, seed=2, switches={"swap_after_deal": True})
    assert p.phase == "swap"
    hand, table_card = p.players[0].hand[0], p.players[0].face_up[0][0]
    after = apply(p, f"swap {hand} {table_card}")
    assert after.players[0].face_up[0] == (hand,)
    for _ in range(3):
        after = apply(after, "done")
    assert after.phase == "play"
    illegal("classic,swap_after_deal/0/A:7H3C9S:7D5C6C:xxxxxx;B:xxxxxx::/1.8D/10/0",
            "swap 7H 5C", "O3")


def test_o4_swap_any_time() -> None:
    p = "classic,swap_any_time/0/A:7H3C9S:7D5C6C:xxxxxx;B:xxxxxx::/1.8D/10/0"
    legal(p, "swap 3C 5C", "O4")
    assert apply(from_notation(p), "swap 3C 5C").to_move == 0


@pytest.mark.parametrize(("top", "ok", "rule"), [
    pytest.param("JD", False, "O5", id="ten-on-a-jack"),
    pytest.param("9D", True, "C10", id="ten-on-a-nine"),
])
def test_o5_tens_only_below_ten(top: str, ok: bool, rule: str) -> None:
    judge(f"classic,tens_below_ten/0/A:TH3C::;B:xxxxxx::/1.{top}/10/0", "play TH", ok, rule)


def test_o6_six_hand_cards() -> None:
    p = deal("classic", 4, seed=1, switches={"six_hand_cards": True})
    assert all(len(pl.hand) == 6 for pl in p.players)
    after = apply(from_notation("classic,six_hand_cards/0/A:9C3C4C5C6C7C::;B:xxxxxx::/1.8D/10/0"),
                  "play 9C")
    assert len(after.players[0].hand) == 6


def test_o7_extra_card_after_a_two() -> None:
    p = "classic,extra_after_two/0/A:2C9H3S::;B:xxxxxx::/1.KD/0/0"
    legal(p, "play 2C 9H", "O7")
    after = apply(from_notation(p), "play 2C")
    assert after.to_move == 0
    assert check(after, "done").legal and check(after, "play 3S").legal


@pytest.mark.parametrize(("move", "ok"), [
    pytest.param("play 5C 6D 7H", True, id="five-six-seven"),
    pytest.param("play 9C JD", True, id="the-ten-is-skipped"),
    pytest.param("play KC AD 2H 3S", True, id="wraps-around-ace-and-two"),
    pytest.param("play 5C 7H", False, id="a-gap"),
])
def test_o8_sequences(move: str, ok: bool) -> None:
    judge("classic,sequences/0/A:5C6D7H9CJDKCAD2H3S::;B:xxxxxx::/1.4D/0/0", move, ok, "O8")


def test_o8_sequences_of_a_big_hand_are_counted_not_written_out() -> None:
    # 3C 3D 4H 5S 5C: 3-4 twice, 3-4-5 four times, 4-5 twice (a suit choice per rank).
    small = legal_moves(from_notation("classic,sequences/0/A:3C3D4H5S5C::;B:xxxxxx::/-/0/0"))
    runs = [str(m) for m in small if len({c[0] for c in m.cards}) > 1]
    assert len(runs) == 8 and "play 3D 4H 5C" in runs and "play 4H 5S" in runs
    # 36 cards of twelve ranks (no 10s): more than half a million sequences, listed at once.
    hand = "".join(r + s for r in "3456789JQKA2" for s in "CDH")
    p = from_notation(f"classic,sequences/0/A:{hand}::;B:xxxxxx::/-/0/0")
    moves = legal_moves(p)
    assert len(moves) > 500_000
    for index in range(0, len(moves), len(moves) // 37):
        assert check(p, moves[index]).legal and moves[index] in moves, str(moves[index])
    assert "play 9C JD QH KC AD" in moves and "play 9C QH KC" not in moves


def test_w1_browser_version_swaps_before_play() -> None:
    p = deal("browser", 3, seed=5)
    assert p.phase == "swap" and p.ruleset.sjanse
    v = verdict("browser/0/A:7H3C9S:7D5C6C:xxxxxx;B:xxxxxx::/1.8D/10/0", "swap 7H 5C")
    assert not v.legal and v.rules[0] == "W1"


def test_p1_one_deck_per_three_players() -> None:
    assert len(deal("portuguese", 3, seed=1).all_cards()) == 52
    assert len(deal("portuguese", 4, seed=1).all_cards()) == 104


def test_p2_swap_before_play() -> None:
    assert deal("portuguese", 2, seed=1).phase == "swap"


def test_p3_lowest_opens() -> None:
    """At the start of a Portuguese game the round asks for 3s (P3): A, to move with the 3♣,
    may open only with it (or pass); a higher card is refused for the round (code OPENING_ROUND)
    and, as in classic Idiot, taken back with the table unchanged (C14). The lowest card opens."""
    p = from_notation("portuguese/0/A:3C9H8H:4C7C6C:xxxxxx;B:5CKSQS:4D5D6D:xxxxxx/-/34/0")
    assert check(p, "play 9H").rules[0] == "P3"
    assert p.opening == 3, "typed at the very start: the round is on, asking for 3s"
    v, after = resolve(p, "play 9H")
    assert v.legal is False and v.rules == ["P3"], v.message
    assert v.codes == [Code.OPENING_ROUND]
    assert "asks for 3s: A lays a 3 or passes" in v.message
    assert v.consequence is not None and v.consequence.kind == "take_back"
    assert v.consequence.player == 0 and v.consequence.rules == ("C14",)
    assert after == p, "taken back: nothing laid, the turn still A's"
    assert set(map(str, legal_moves(p))) == {"play 3C", "pass"}
    lowest = check(p, "play 3C")
    assert lowest.legal and lowest.rules[0] == "P3" and lowest.codes[0] is Code.LEGAL
    opened = apply(p, "play 3C")
    assert opened.opening is None and opened.pile[-1].cards == ("3C",) and opened.to_move == 1


def test_p4_drawing_the_same_rank_goes_on() -> None:
    p = from_notation("portuguese/0/A:8H3C4C::;B:xxxxxx::/1.7D/5C8D/0")
    after = apply(p, "play 8H")
    assert after.to_move == 0
    assert check(after, "play 8D").legal and check(after, "done").legal
    assert not check(after, "play 3C").legal


@pytest.mark.parametrize(("notation", "move", "ok"), [
    pytest.param("portuguese/0/A:2C9H3S::;B:xxxxxx::/1.KD/0/0", "play 2C 9H", True,
                 id="two-and-a-card"),
    pytest.param("portuguese/0/A:2C9H3S::;B:xxxxxx::/1.KD/0/0", "play 2C", False,
                 id="two-alone-with-cards-left"),
    pytest.param("portuguese/0/A:2C:3H--:xxxxxx;B:xxxxxx::/1.KD/0/0", "play 2C", True,
                 id="two-alone-as-the-last-hand-card"),
])
def test_p5_the_two_goes_with_a_card(notation: str, move: str, ok: bool) -> None:
    judge(notation, move, ok, "P5")


def test_p6_ten_burns_and_the_next_player_starts() -> None:
    after = apply(from_notation("portuguese/0/A:TD3C::;B:xxxxxx::/1.KD/0/0"), "play TD")
    assert not after.pile and after.to_move == 1


@pytest.mark.parametrize(("notation", "move"), [
    pytest.param("portuguese/0/A:6H3C::;B:xxxxxx::/1.6D;0.6S/0/0", "play 6H", id="three-sixes"),
    pytest.param("portuguese/0/A:9H3C::;B:xxxxxx::/1.9D;0.9S;1.9C/0/0", "play 9H",
                 id="four-nines"),
])
def test_p7_three_sixes_and_four_or_more_burn(notation: str, move: str) -> None:
    assert not apply(from_notation(notation), move).pile


def test_p8_failed_blind_card() -> None:
    v, after = resolve(from_notation("portuguese/0/A:::4C5C;B:xxxxxx::/1.QD/0/0"), "flip 1")
    assert v.rules[0] == "P8" and sorted(after.players[0].hand) == ["4C", "QD"]


LAST_HAND_CARD = "portuguese/0/A:7H:7CKD:xxxx;B:xxxxxx::/1.5D/0/0"
"""A's last hand card, 7♥, matches the face-up 7♣."""


@pytest.mark.parametrize(("notation", "ok", "rule"), [
    pytest.param(LAST_HAND_CARD, True, "P9", id="portuguese-takes-the-table-card-along"),
    pytest.param(LAST_HAND_CARD.replace("portuguese", "classic"), False, "C6",
                 id="classic-keeps-the-table-locked"),
])
def test_p9_last_hand_card_with_the_table(notation: str, ok: bool, rule: str) -> None:
    judge(notation, "play 7H 7C", ok, rule)


def test_p9_the_list_offers_the_table_card_along() -> None:
    assert "play 7H 7C" in legal_moves(from_notation(LAST_HAND_CARD))


def test_p10_only_a_loser() -> None:
    done = apply(from_notation("portuguese/1/A:::;B:AC::;C:4C::/0.8D/0/0/out=0"), "play AC")
    assert done.is_over and done.idiot == 2 and done.winner is None


AFTER_SEVEN = "classic,low_after_seven/0/A:9D5C2HTS7D::;B:xxxxxx::/1.7H/20/0"
"""A 7 on top under the house rule H1; A holds a 9, a 5, a 2, a 10 and a 7."""


@pytest.mark.parametrize(("move", "ok", "rule"), [
    pytest.param("play 9D", False, "H1", id="nine-too-high"),
    pytest.param("play 5C", True, "H1", id="five-below"),
    pytest.param("play 7D", True, "H1", id="seven-on-seven"),
    pytest.param("play 2H", True, "C9", id="two-on-anything"),
    pytest.param("play TS", True, "C10", id="ten-on-anything"),
])
def test_h1_seven_or_lower(move: str, ok: bool, rule: str) -> None:
    judge(AFTER_SEVEN, move, ok, rule)


RED_JACK = "extreme,jack_demands_colour/0/A:KDQCJSBJ::;B:xxxxxx::/1.JH/20/0"
"""A red jack on top under the house rule H2 (Extreme Idiot)."""


@pytest.mark.parametrize(("move", "ok", "rule"), [
    pytest.param("play KD", True, "H2", id="red-king-other-suit"),
    pytest.param("play QC", False, "H2", id="black-queen"),
    pytest.param("play JS", True, "H2", id="jack-of-the-other-colour"),
    pytest.param("play BJ", False, "§15", id="joker-of-the-other-colour"),
])
def test_h2_the_jack_asks_for_its_colour(move: str, ok: bool, rule: str) -> None:
    judge(RED_JACK, move, ok, rule)
