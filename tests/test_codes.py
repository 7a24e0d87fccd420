"""Every code of :class:`idiotcore.Code`, asserted as data: one case a row (a position, a move,
legal or not, and the code and rule id of the reason expected, either as the verdict's first
reason or somewhere among its reasons), one test id a row, so one failing case hides no other.
A rule that cites a shared code under other ids in other rulesets (TOO_LOW: C5, §1; burns: C10,
P6, P7, §10, §19; …) has a row for each. Meta-tests: every code has a case, every rule id a case
names is in the registry. Public API only (the engine's internals are being moved)."""

from __future__ import annotations

import dataclasses
import functools
from typing import Literal

import pytest

from idiotcore import Code, Position, Verdict, check, from_notation, position_from_json, resolve
from idiotcore.model.rulebook import RULES

Verb = Literal["check", "resolve"]


@dataclasses.dataclass(frozen=True)
class Case:
    """One row: ``move`` in ``position`` (compact notation, or interchange JSON) is ``legal``
    or not, and a reason with ``code`` cites ``rule``: the first reason, or (``first=False``)
    any of them. ``verb``: the verb whose verdict is read (``resolve`` for a note that only
    the table after the move gives). ``bug``: an engine defect found; the row is expected to
    fail until it is fixed (xfail, strict)."""

    id: str
    position: str | dict[str, object]
    move: str
    legal: bool
    code: Code
    rule: str
    first: bool = True
    verb: Verb = "check"
    bug: str = ""


def duel(rules: str, hand: str, pile: str = "-", stock: int | str = 20, face_up: str = "xxxxxx",
         face_down: str = "xxxxxx", games: str = "", to_move: int = 0, burnt: int = 0,
         extra: str = "") -> str:
    """Ada (seat 0) against Bo, whose cards are unknown; cards written back to back."""
    ada = f"Ada:{hand}:{face_up}:{face_down}" + (f":{games}" if games else "")
    tail = f"/{extra}" if extra else ""
    return f"{rules}/{to_move}/{ada};Bo:xxxxxx:xxxxxx:xxxxxx/{pile}/{stock}/{burnt}{tail}"


ext = functools.partial(duel, "extreme")
"""An Extreme Idiot duel (see :func:`duel`)."""


def refused(id: str, position: str | dict[str, object], move: str, code: Code, rule: str,
            first: bool = True, bug: str = "") -> Case:
    """An illegal move, refused with ``code`` under ``rule``."""
    return Case(id, position, move, False, code, rule, first, bug=bug)


def allowed(id: str, position: str | dict[str, object], move: str, code: Code, rule: str,
            first: bool = False, verb: Verb = "check", bug: str = "") -> Case:
    """A legal move whose verdict carries ``code`` under ``rule`` (anywhere, unless ``first``)."""
    return Case(id, position, move, True, code, rule, first, verb, bug)


OUT_OF_TURN = "classic/1/Ada:7H9CKS:4C5C6C:xxxxxx;Bo:xxxxxx:4D5D6D:xxxxxx/{pile}/20/{burnt}"
OPENING = "{rules}/0/Ada:7H9HKS:4C7C6C:xxxxxx;Bo:3CQSAS:4D5D6D:xxxxxx/-/34/0"
"""Two players at the very start (a full stock): Bo holds the lowest card, Ada is to move."""
ROUND = "portuguese/0/Ada:5C9HKS:4C7C6C:xxxxxx;Bo:3CQSAS:4D5D6D:xxxxxx/-/34/0/open=3"
"""The Portuguese opening round asks Ada for a 3 (P3)."""
SWAPPING = "{rules}/0/Ada:7H3C9S:TSKSAS:xxxxxx;Bo:xxxxxx:xxxxxx:xxxxxx/-/34/0/swap"
FLIPPED = "extreme/{to_move}/Ada:{hand}:xxxxxx:xxxxxx;Bo::----:--xx/{pile}/0/0"
"""Bo, down to his face-down cards, has flipped an 8 onto Ada's 5."""
STUCK = "extreme/0/Ada:QH6C:3D:4S;Bo:QSKD:8C:9H/1.5H/0/0"
"""Once Ada lays her 6, no queen held can ever be laid: the queens go (§27)."""
GOING_ROUND = ("extreme/3/Ada:7H:--8H--:7DAH8D;Bo::------:------;Cy:AC:QD----:QH9D6S;"
               "Di::--8C--:2H5SAD/2.JS/0/0/out=1")
"""Once Di picks up the J♠, the 7♥, the A♣ and the J♠ can only go round (§27's ruling)."""
MERCIFUL = {
    "format": "idiot-position/1", "ruleset": "extreme",
    "players": [
        {"name": "Ada", "hand": ["7H", "3C", "9S"], "face_up": [], "face_down": [],
         "games_played": 2},
        {"name": "Bo", "hand": ["??", "??", "??"], "face_up": [], "face_down": []},
    ],
    "to_move": 0, "pile": [{"by": 1, "cards": ["QD"]}], "stock": 20,
}
"""Ada has played two games: her mistakes may be taken back (§20.1)."""

CASES = [
    # ---------------------------------------------------------------- turn and table
    refused("not-your-turn-extreme", ext("7H3C9S", "1.5C;0.8C", to_move=1), "Ada: play 9S",
            Code.NOT_YOUR_TURN, "§23"),
    refused("not-your-turn-extreme-bo", ext("7H3C9S", "1.QD"), "Bo: pickup",
            Code.NOT_YOUR_TURN, "§23"),
    refused("not-your-turn-classic", OUT_OF_TURN.format(pile="1.8D", burnt=0), "Ada: play 9C",
            Code.NOT_YOUR_TURN, "C5"),
    refused("not-your-turn-classic-opening", OUT_OF_TURN.format(pile="-", burnt=0),
            "Ada: play 9C", Code.NOT_YOUR_TURN, "C4"),
    refused("not-your-turn-classic-after-a-burn", OUT_OF_TURN.format(pile="-", burnt=4),
            "Ada: play 9C", Code.NOT_YOUR_TURN, "C5"),
    refused("not-your-turn-portuguese-opening",
            OUT_OF_TURN.format(pile="-", burnt=0).replace("classic", "portuguese"),
            "Ada: play 9C", Code.NOT_YOUR_TURN, "P3"),
    refused("game-over-extreme", "extreme/0/Ada:7H::;Bo:::/-/0/0/out=1", "play 7H",
            Code.GAME_OVER, "§1"),
    refused("game-over-classic", "classic/0/Ada:7H::;Bo:::/-/0/0/out=1", "play 7H",
            Code.GAME_OVER, "C13"),
    refused("hand-first-classic", duel("classic", "7H9CKS", "1.8D", face_up="4C5C6C"),
            "play 6C", Code.WRONG_SOURCE, "C6"),
    refused("hand-first-extreme", ext("7H9CKS", "1.8D", face_up="4C5C6C"), "play 6C",
            Code.WRONG_SOURCE, "§1"),
    refused("hand-first-portuguese", duel("portuguese", "7H9CKS", "1.8D", face_up="4C5C6C"),
            "play 6C", Code.WRONG_SOURCE, "P9"),
    refused("face-down-cards-are-flipped-classic",
            duel("classic", "", "1.8D", stock=0, face_up="", face_down="9D--9S"), "play 9D",
            Code.WRONG_SOURCE, "C6"),
    refused("face-up-before-face-down-classic",
            duel("classic", "", "1.8D", stock=0, face_up="KC5C6C", face_down="9D9H9S"),
            "play 9D", Code.WRONG_SOURCE, "C6"),
    refused("flip-with-a-hand-classic", duel("classic", "7H9CKS", "1.8D"), "flip 1",
            Code.WRONG_SOURCE, "C6"),
    refused("flip-with-a-hand-extreme", ext("7H9CKS", "1.8D"), "flip 1",
            Code.WRONG_SOURCE, "§1"),
    # P8: the cards of a failed blind card are played before the face-down ones go on (the
    # Portuguese page's example), so P8 is cited where classic cites C6.
    refused("flip-with-a-hand-portuguese", duel("portuguese", "7H9CKS", "1.8D"), "flip 1",
            Code.WRONG_SOURCE, "P8"),
    refused("flip-an-empty-column-classic",
            duel("classic", "", "1.8D", stock=0, face_up="", face_down="--9S"), "flip 1",
            Code.WRONG_SOURCE, "C12"),
    refused("flip-an-empty-column-extreme",
            ext("", "1.8D", stock=0, face_up="", face_down="--9S"), "flip 1",
            Code.WRONG_SOURCE, "§1"),
    refused("flip-an-empty-column-portuguese",
            duel("portuguese", "", "1.8D", stock=0, face_up="", face_down="--9S"), "flip 1",
            Code.WRONG_SOURCE, "P8"),
    refused("pickup-no-pile-classic", duel("classic", "7H9CKS", burnt=4), "pickup",
            Code.EMPTY_PILE, "C7"),
    refused("pickup-no-pile-extreme", ext("7H3C9S"), "pickup", Code.EMPTY_PILE, "§1"),
    refused("sjanse-no-stock", duel("classic", "3C", "1.8D", stock=0), "sjanse",
            Code.NO_STOCK, "C8"),
    refused("referee-in-classic", duel("classic", "7H3C9S", "1.5C"), "report question Ada",
            Code.NOT_ALLOWED, "C14"),
    refused("claim-in-classic", duel("classic", "7H3C9S", "0.6C;1.QD"), "claim",
            Code.NOT_ALLOWED, "C14"),
    refused("report-a-player-who-is-out",
            "extreme/0/Ada:7H3C9S::;Bo:::;Cy:xxxxxx::/1.5C/20/0/out=1", "report question Bo",
            Code.NOT_ALLOWED, "§1"),
    refused("sjanse-extreme", ext("7H3C9S", "1.5C"), "sjanse", Code.NOT_ALLOWED, "§16"),
    refused("sjanse-portuguese", duel("portuguese", "7H3C9S", "1.5C"), "sjanse",
            Code.NOT_ALLOWED, "C8"),
    refused("swap-extreme", ext("7H3C9S", "1.5C", face_up="TSKSAS"), "swap 7H TS",
            Code.NOT_ALLOWED, "§16"),
    refused("swap-classic", duel("classic", "7H3C9S", "1.5C", face_up="TSKSAS"), "swap 7H TS",
            Code.NOT_ALLOWED, "C6"),
    refused("swap-after-the-swap-phase-o3",
            duel("classic,swap_after_deal", "7H3C9S", "1.5C", face_up="TSKSAS"), "swap 7H TS",
            Code.NOT_ALLOWED, "O3"),
    refused("swap-after-the-swap-phase-browser",
            duel("browser", "7H3C9S", "1.5C", face_up="TSKSAS"), "swap 7H TS",
            Code.NOT_ALLOWED, "W1"),
    refused("swap-after-the-swap-phase-portuguese",
            duel("portuguese", "7H3C9S", "1.5C", face_up="TSKSAS"), "swap 7H TS",
            Code.NOT_ALLOWED, "P2"),
    refused("collect-without-o2", duel("classic", "7H3C9S", "1.8D", face_up="7D5C6C"),
            "collect 7H", Code.NOT_ALLOWED, "O2"),
    refused("pass-extreme", ext("7H3C9S", "1.5C"), "pass", Code.NOT_ALLOWED, "§27"),
    refused("pass-extreme-queens-on-a-pile", "extreme/0/Ada:QH::;Bo:QD::;Cy:7C::/2.8C/0/0",
            "pass", Code.NOT_ALLOWED, "§27"),
    refused("pass-classic", duel("classic", "7H3C9S", "1.5C"), "pass", Code.NOT_ALLOWED, "C7"),
    refused("play-in-the-swap-phase-o3", SWAPPING.format(rules="classic,swap_after_deal"),
            "play 3C", Code.SWAP_PHASE, "O3"),
    refused("play-in-the-swap-phase-browser", SWAPPING.format(rules="browser"), "play 3C",
            Code.SWAP_PHASE, "W1"),
    refused("play-in-the-swap-phase-portuguese", SWAPPING.format(rules="portuguese"),
            "play 3C", Code.SWAP_PHASE, "P2"),
    refused("done-with-nothing-to-end-classic", duel("classic", "7H3C9S", "1.5C"), "done",
            Code.NOTHING_TO_END, "C5"),
    refused("done-with-nothing-to-end-extreme", ext("7H3C9S", "1.5C"), "done",
            Code.NOTHING_TO_END, "§1"),
    refused("collect-without-a-match", duel("classic,collecting", "7H3C9S", "1.8D",
                                            face_up="8H5C6C"),
            "collect 7H", Code.NOT_A_PAIR, "O2"),
    # ---------------------------------------------------------------- classic placement
    refused("two-then-a-card-classic", duel("classic", "2H9CKS", "1.8D"), "play 2H 9C",
            Code.NOT_EQUAL, "C9"),
    refused("unequal-cards-classic", duel("classic", "9C9H7H", "1.8D"), "play 9C 7H",
            Code.NOT_EQUAL, "C5"),
    refused("unequal-cards-on-a-two-o7", duel("classic,extra_after_two", "2C9H3S", "1.KD",
                                              stock=0),
            "play 2C 9H 3S", Code.NOT_EQUAL, "O7"),
    refused("unequal-cards-on-a-two-portuguese", duel("portuguese", "2C9H3SKH", "1.KD",
                                                      stock=0),
            "play 2C 9H 3S", Code.NOT_EQUAL, "P5"),
    refused("too-low-classic", duel("classic", "7H9CKS", "1.QD"), "play 7H", Code.TOO_LOW, "C5"),
    refused("too-low-classic-ranking", duel("classic", "7H9CKS", "1.QD"), "play 7H",
            Code.TOO_LOW, "C3", first=False),
    refused("too-low-portuguese", duel("portuguese", "7H9CKS", "1.QD"), "play 7H",
            Code.TOO_LOW, "C5"),
    refused("too-low-extreme", ext("7H3C9S", "1.QD"), "play 7H", Code.TOO_LOW, "§1"),
    refused("not-a-sequence-o8", duel("classic,sequences", "5C6D7H9C", "1.4D", stock=0),
            "play 5C 7H", Code.BAD_SEQUENCE, "O8"),
    refused("a-sequence-repeats-a-rank-o8", duel("classic,sequences", "5C6D6H9C", "1.4D",
                                                 stock=0),
            "play 5C 6D 6H", Code.BAD_SEQUENCE, "O8"),
    refused("ten-on-a-jack-o5", duel("classic,tens_below_ten", "TH3C", "1.JD"), "play TH",
            Code.TEN_TOO_HIGH, "O5"),
    refused("joker-ten-on-a-jack-o1", duel("classic,tens_below_ten,jokers_as_tens", "RJ3C",
                                           "1.JD"),
            "play RJ", Code.TEN_TOO_HIGH, "O1", first=False),
    refused("two-alone-p5", duel("portuguese", "2C9H3S", "1.KD", stock=0), "play 2C",
            Code.TWO_ALONE, "P5"),
    refused("after-drawing-the-same-rank-p4", duel("portuguese", "3C4C8D", "1.7D;0.8H",
                                                   stock="5C"),
            "play 3C", Code.CONTINUE_SAME_RANK, "P4"),
    refused("wrong-opener-classic", OPENING.format(rules="classic"), "play 7H",
            Code.WRONG_OPENER, "C4"),
    refused("wrong-opener-sjanse-classic", OPENING.format(rules="classic"), "sjanse",
            Code.WRONG_OPENER, "C4"),
    refused("wrong-opener-browser", OPENING.format(rules="browser"), "play 7H",
            Code.WRONG_OPENER, "C4"),
    refused("wrong-opener-portuguese", OPENING.format(rules="portuguese,opening_round=no"),
            "play 7H", Code.WRONG_OPENER, "P3"),
    refused("opening-round-play", ROUND, "play 5C", Code.OPENING_ROUND, "P3"),
    refused("opening-round-pickup", ROUND, "pickup", Code.OPENING_ROUND, "P3"),
    # ---------------------------------------------------------------- Extreme placement
    refused("after-a-three", ext("7H6C9S", "1.3D"), "play 7H", Code.AFTER_THREE, "§3"),
    refused("after-a-seven", ext("8H3C7S", "1.7C"), "play 8H", Code.AFTER_SEVEN, "§7"),
    refused("jack-suit", ext("3D3C7S", "1.JD"), "play 3C", Code.JACK_SUIT, "§11"),
    refused("joker-colour-on-a-jack", ext("RJ3C7S", "1.JS"), "play RJ", Code.JOKER_COLOUR,
            "§15"),
    refused("joker-colour-is-the-jacks-suit", ext("RJ3C7S", "1.JS"), "play RJ",
            Code.JACK_SUIT, "§11", first=False),
    refused("queen-on-an-empty-pile", ext("QH3C7S"), "play QH", Code.QUEEN_BANNED, "§12"),
    refused("queen-on-a-two", ext("QH3C7S", "1.2S"), "play QH", Code.QUEEN_BANNED, "§12"),
    refused("queen-on-a-six", ext("QH3C7S", "1.6S"), "play QH", Code.QUEEN_BANNED, "§12"),
    refused("queen-on-a-six-six-takes-queen", ext("QH3C7S", "1.6S"), "play QH",
            Code.QUEEN_BANNED, "§6", first=False),
    refused("king-only", ext("QH3C7S", "1.KS"), "play QH", Code.KING_ONLY, "§13"),
    refused("king-only-two-on-a-ladder-king", ext("2C3C9S", "1.8H9CJDQDKD"), "play 2C",
            Code.KING_ONLY, "§13"),
    refused("king-only-ten-on-a-ladder-king", ext("TC3C9S", "1.8H9CJDQDKD"), "play TC",
            Code.KING_ONLY, "§13"),
    refused("joker-on-a-king", ext("RJ3C7S", "1.KS"), "play RJ", Code.JOKER_ON_KING, "§15"),
    refused("joker-on-a-ladder-king", ext("RJ3C9S", "1.8H9CJDQDKD"), "play RJ",
            Code.JOKER_ON_KING, "§15"),
    refused("nines-owed-one-card", ext("JCQDKS5H", "1.9C"), "play JC", Code.NINES_OWED, "§9"),
    refused("nines-owed-a-lone-five", ext("JCQDKS5H", "1.9C"), "play 5H", Code.NINES_OWED, "§9"),
    refused("nines-owed-a-five-does-not-count", ext("JCQDKS5H", "1.9C"), "play JC 5H",
            Code.TRANSPARENT, "§5", first=False),
    refused("third-six", ext("6H3C7S", "1.6C;0.6S"), "play 6H", Code.THIRD_SIX, "§6"),
    refused("third-six-through-a-five", ext("6H3C7S", "1.6C;0.5S;1.6S"), "play 6H",
            Code.THIRD_SIX, "§6"),
    refused("third-six-in-a-ladder", ext("8S7C6S6H6C", "1.2D"), "play 8S 7C 6S 6H 6C",
            Code.THIRD_SIX, "§8.2", first=False),
    refused("follow-up-owed-queen-on-own-two", ext("2CQC9S", "1.7D"), "play 2C QC",
            Code.FOLLOW_UP_OWED, "§2", first=False),
    refused("follow-up-owed-context", ext("QC9S", "1.7D;0.2C"), "play QC",
            Code.FOLLOW_UP_OWED, "§2", first=False),
    refused("ladder-up-skips-a-rank", ext("8H9CJDTSQS", "1.3D;0.6H"), "play 8H 9C TS",
            Code.BAD_LADDER, "§8.1"),
    refused("ladder-down-goes-up", ext("8S9C3C", "1.6H"), "play 8S 9C", Code.BAD_LADDER,
            "§8.2"),
    refused("ladder-with-a-joker", ext("8SRJ3C", "1.6H"), "play 8S RJ", Code.BAD_LADDER,
            "§8.2"),
    refused("no-sequence", ext("5C6D7H", "1.4C"), "play 5C 6D 7H", Code.NO_SEQUENCE, "§16"),
    refused("gift-owed", ext("4S9H3C", "1.2D"), "play 4S", Code.GIFT, "§4.1"),
    refused("gift-to-yourself", ext("4S9H3C", "1.2D"), "play 4S give 9H to 0", Code.GIFT,
            "§4.1"),
    refused("gift-to-a-full-table", "extreme/0/Ada:4C7H3S::;Bo:xxxxxx:4D5D6D2D:xxxxxxxx/1.4H/20/0",
            "play 4C give 7H to 1", Code.GIFT, "§4.1"),
    refused("gift-to-a-player-who-is-out",
            "extreme/0/Ada:4S9H3C::;Bo:xxxxxx::;Cy:::/1.2D/20/0/out=2", "play 4S give 9H to Cy",
            Code.GIFT, "§4.1"),
    refused("gift-laid-in-the-play", "extreme/0/Ada:4S4C3C:9D:xx;Bo:xxxxxx::/1.2D/20/0",
            "play 4C 4S give 4C to 1", Code.GIFT, "§4.1"),
    refused("gift-without-a-black-four", ext("9S9H3C", "1.2D"), "play 9S give 3C to 1",
            Code.GIFT, "§4.1"),
    refused("throw-another-suit", ext("4D3C7S", "1.4C", face_up="9DJHAC"), "play 4D throw JH",
            Code.THROW, "§4.2"),
    refused("throw-without-a-red-four", ext("7D3C7S", "1.4C", face_up="9DJHAC"),
            "play 7D throw 9D", Code.THROW, "§4.2"),
    refused("throw-joker-as-red-four-black-card", "extreme/0/Ada:RJ3C7S:9HJDAC:xxxxxx;"
            "Bo:xxxxxx:4D5D6D:xxxxxx/1.6C/20/0", "play RJ throw AC", Code.THROW, "§4.2"),
    refused("gift-with-the-stock-empty", ext("4S9H3C", "1.2D", stock=0), "play 4S give 9H to 1",
            Code.FOURS_DEAD, "§4.3"),
    refused("throw-with-the-stock-empty", ext("4D9H3C", "1.2D", stock=0, face_up="9Dxxxx"),
            "play 4D throw 9D", Code.FOURS_DEAD, "§4.3"),
    refused("five-on-top-is-transparent", ext("7H3C9S", "1.QD;0.5C"), "play 7H",
            Code.TRANSPARENT, "§5", first=False),
    refused("joker-on-top-is-transparent", ext("7H3C9S", "1.QD;0.RJ"), "play 7H",
            Code.JOKER_AS, "§15", first=False),
    refused("ladder-card-on-top-has-no-effect", ext("3C7S9S", "1.8H9CJD"), "play 3C",
            Code.EFFECT, "§8.1", first=False),
    # ---------------------------------------------------------------- referee (Extreme)
    refused("join-with-no-stock", ext("7H3C9S", "1.5C", stock=0), "join Cy", Code.JOIN, "§22"),
    allowed("join-a-table-of-five", "extreme/0/Ada:7H3C9S::;Bo:xxxxxx::;Cy:xx::;Di:xx::;Ed:xx::"
            "/1.5C/10/0", "join Fi", Code.LEGAL, "§22"),
    refused("claim-against-nothing", ext("7H3C9S", "1.6C"), "claim 3", Code.CLAIM, "§25"),
    refused("claim-that-is-wrong", ext("7H3C9S", "0.6C;1.KD"), "claim", Code.CLAIM, "§21"),
    allowed("claim-that-is-right", ext("7H3C9S", "0.6C;1.QD"), "claim", Code.CLAIM, "§25",
            first=True),
    refused("claim-too-late", ext("7H3C9S", "0.6C;1.QD;0.KS", to_move=1), "claim 2",
            Code.EXPIRED, "§25"),
    allowed("claim-a-third-six-late", ext("7H3C9S", "0.6C;1.6D;0.6S;1.8D"), "claim 2",
            Code.THIRD_SIX, "§6"),
    refused("report-a-flip-that-was-not",  ext("7H3C9S", "1.5C;0.8C"), "report bad_flip Bo",
            Code.NO_FLIP, "§18"),
    refused("report-a-flip-too-late", FLIPPED.format(to_move=1, hand="7H3C", pile="0.5C;1.8C;0.9S"),
            "report bad_flip Bo", Code.EXPIRED, "§25"),
    allowed("report-a-bad-flip", FLIPPED.format(to_move=0, hand="7H3C9S", pile="0.5C;1.8C"),
            "report bad_flip Bo", Code.PENALTY, "§18", first=True),
    allowed("report-a-stupid-question", ext("7H3C9S", "1.5C;0.8C"), "report question Ada",
            Code.PENALTY, "§21", first=True),
    allowed("report-a-peek", ext("7H3C9S", "1.5C", burnt=6), "report peek Ada 2",
            Code.PENALTY, "§20.3", first=True),
    # ---------------------------------------------------------------- consequences (§20)
    refused("mercy", ext("7H3C9S", "1.QD", games="2"), "play 7H", Code.MERCY, "§20.1",
            first=False),
    refused("mercy-from-json", MERCIFUL, "play 7H", Code.MERCY, "§20.1", first=False),
    refused("mercy-out-of-turn", ext("7H3C9S", "1.QD", games="3", to_move=1), "Ada: play 9S",
            Code.MERCY, "§20.1", first=False),
    refused("no-mercy-third-six", ext("6H3C7S", "1.6C;0.6S", games="1"), "play 6H",
            Code.NO_MERCY, "§20.2", first=False),
    refused("no-mercy-barred-queen", ext("QH3C7S", "1.2S", games="0"), "play QH",
            Code.NO_MERCY, "§20.2", first=False),
    allowed("claim-mercy-for-the-offender", "extreme/0/Ada:7H3C9S::;Bo:xxxxxx:::2/0.7C;1.QD/20/0",
            "claim", Code.MERCY, "§20.1"),
    # ---------------------------------------------------------------- burns and pickups
    allowed("burn-ten-extreme", ext("TD3C7S", "1.9C;0.JC;1.AD"), "play TD", Code.BURN_TEN,
            "§10"),
    allowed("burn-ten-joker-acting-as-ten", ext("RJ3C7S", "1.QC"), "play RJ", Code.BURN_TEN,
            "§10"),
    allowed("burn-ten-classic", duel("classic", "TH9C3C", "1.KD", stock=10), "play TH",
            Code.BURN_TEN, "C10"),
    allowed("burn-ten-joker-o1", duel("classic,jokers_as_tens", "RJ3C", "1.AD"), "play RJ",
            Code.BURN_TEN, "O1"),
    allowed("burn-ten-joker-o1-like-a-ten", duel("classic,jokers_as_tens", "RJ3C", "1.AD"),
            "play RJ", Code.BURN_TEN, "C10"),
    allowed("burn-ten-portuguese", duel("portuguese", "TD3C", "1.KD", stock=0), "play TD",
            Code.BURN_TEN, "P6"),
    allowed("burn-four-extreme", ext("7H3C9S", "1.7C;0.7S;1.7D"), "play 7H", Code.BURN_FOUR,
            "§19", first=True),
    allowed("burn-four-fives", ext("5H3C9S", "1.5C;0.5S;1.5D"), "play 5H", Code.BURN_FOUR, "§5"),
    allowed("burn-four-kings", ext("KH3C7S", "1.KC;0.KS;1.KD"), "play KH", Code.BURN_FOUR,
            "§13"),
    allowed("burn-four-fours-stock-empty", ext("4H3C7S", "1.4C;0.4S;1.4D", stock=0), "play 4H",
            Code.BURN_FOUR, "§4.3"),
    allowed("four-fours-do-not-burn-while-the-stock-lasts", ext("4H3C7S", "1.4C;0.4S;1.4D"),
            "play 4H", Code.FOURS_DEAD, "§4.3"),
    allowed("joker-without-effect-stock-empty", ext("3C7S", "1.6C;0.RJ", stock=0), "play 3C",
            Code.FOURS_DEAD, "§4.3"),
    allowed("burn-four-classic", duel("classic", "9C3C4C", "1.9D;0.9H;1.9S", stock=10),
            "play 9C", Code.BURN_FOUR, "C10"),
    allowed("burn-four-portuguese", duel("portuguese", "9H3C", "0.9D;1.9S;0.9C", stock=0),
            "play 9H", Code.BURN_FOUR, "P7"),
    allowed("burn-sixes-portuguese", duel("portuguese", "6H3C", "0.6D;1.6S", stock=0),
            "play 6H", Code.BURN_SIXES, "P7"),
    allowed("burn-sixes-switch", duel("classic,six_burn_count=3", "6H3C", "0.6D;1.6S",
                                      stock=0),
            "play 6H", Code.BURN_SIXES, "P7"),
    allowed("plays-again-after-a-burn", ext("TD3C7S", "1.8C"), "play TD", Code.PLAYS_AGAIN,
            "§19"),
    allowed("pick-up-classic", duel("classic", "7H9CKS", "1.8D;0.9D"), "pickup", Code.PICK_UP,
            "C7", first=True),
    allowed("pick-up-extreme", ext("7H3C9S", "1.5C"), "pickup", Code.PICK_UP, "§1", first=True),
    allowed("flip-fails-classic", duel("classic", "", "1.8D", stock=0, face_up="",
                                       face_down="4C5C"),
            "flip 1", Code.FLIP_FAILS, "C12", first=True),
    allowed("flip-fails-extreme", ext("", "1.8D", stock=0, face_up="", face_down="4C5C"),
            "flip 1", Code.FLIP_FAILS, "§1", first=True),
    allowed("flip-fails-portuguese", duel("portuguese", "", "1.QD", stock=0, face_up="",
                                          face_down="4C5C"),
            "flip 1", Code.FLIP_FAILS, "P8", first=True),
    allowed("flip-fails-and-says-why", ext("", "1.8D", stock=0, face_up="", face_down="4C5C"),
            "flip 1", Code.TOO_LOW, "§1"),
    allowed("sjanse-fails", duel("classic", "3C", "1.8D", stock="9S4C"), "sjanse",
            Code.SJANSE_FAILS, "C8", first=True),
    allowed("king-pickup", ext("AH3C7S", "1.KC"), "play AH", Code.KING_PICKUP, "§13",
            first=True),
    allowed("king-pickup-on-a-ladder-king", ext("AC3C9S", "1.8H9CJDQDKD"), "play AC",
            Code.KING_PICKUP, "§13", first=True),
    allowed("king-pickup-owner-out", "extreme/0/Ada:AH3C7S:xxxxxx:xxxxxx;Bo:::;Cy:xxxxxx::"
            "/1.KC;2.5D/0/0/out=1", "play AH", Code.KING_PICKUP, "§13"),
    allowed("queens-put-away-for-good", STUCK, "play 6C", Code.QUEENS_REMOVED, "§27",
            verb="resolve"),
    allowed("hand-cards-going-round-put-away", GOING_ROUND, "pickup", Code.ROUND_PUT_AWAY,
            "§27", verb="resolve"),
    allowed("queens-put-away-on-an-empty-pile", "extreme/0/Ada:QH::;Bo:QDQS::;Cy:::/-/0/0",
            "pass", Code.QUEENS_REMOVED, "§27", verb="resolve"),
    allowed("out-classic", "classic/0/Ada:KC::;Bo:3C::;Cy:4C::/1.8D/0/0", "play KC", Code.OUT,
            "C13"),
    allowed("out-classic-blind", duel("classic", "", "1.8D", stock=0, face_up="",
                                      face_down="9C--"),
            "flip 1", Code.OUT, "C13"),
    allowed("out-portuguese", "portuguese/0/Ada:KC::;Bo:3C::;Cy:4C::/1.8D/0/0", "play KC",
            Code.OUT, "P10"),
    allowed("out-extreme", "extreme/0/Ada:AH::;Bo:xxxxxx::;Cy:xxxxxx::/1.QD/0/0", "play AH",
            Code.OUT, "§1"),
    # ---------------------------------------------------------------- effects and demands
    allowed("effect-three-demands", ext("3C7S9S", "1.5C"), "play 3C", Code.EFFECT, "§3"),
    allowed("effect-seven-demands", ext("7S3C9S", "1.5C"), "play 7S", Code.EFFECT, "§7"),
    allowed("effect-jack-demands", ext("JS3C9S", "1.5C"), "play JS", Code.EFFECT, "§11"),
    allowed("effect-king-demands", ext("KS3C9S", "1.5C"), "play KS", Code.EFFECT, "§13"),
    allowed("effect-answers-the-jack", ext("3D3C7S", "1.JD"), "play 3D", Code.EFFECT, "§11",
            first=True),
    allowed("effect-goes-on-a-two", ext("QC9S", "1.7D;0.2C"), "play 9S", Code.EFFECT, "§2",
            first=True),
    allowed("effect-answers-the-nines", ext("JCQDKS5H", "1.9C"), "play JC QD", Code.EFFECT,
            "§9", first=True),
    allowed("effect-black-four-gives", ext("4S9H3C", "1.2D"), "play 4S give 9H to 1",
            Code.EFFECT, "§4.1"),
    allowed("effect-red-four-throws", ext("4D3C7S", "1.4C", face_up="9DJHAC"),
            "play 4D throw 9D", Code.EFFECT, "§4.2"),
    allowed("effect-ladder-card-on-top", ext("3C7S9S", "1.8S7C"), "play 9S", Code.EFFECT,
            "§8.2", first=True),
    allowed("follow-up-owed-on-own-two", ext("2CQC9S", "1.7D"), "play 2C", Code.FOLLOW_UP_OWED,
            "§2"),
    allowed("follow-up-owed-context-legal", ext("QC9S", "1.7D;0.2C"), "play 9S",
            Code.FOLLOW_UP_OWED, "§2"),
    allowed("nines-owed-next", ext("9CQDKS5H", "1.8C"), "play 9C", Code.NINES_OWED, "§9"),
    allowed("only-last-acts", ext("JCQDKS5H", "1.9C"), "play JC QD", Code.ONLY_LAST_ACTS, "§9"),
    allowed("only-last-acts-joker", ext("RJ7S9S", "1.9C"), "play RJ 9S", Code.ONLY_LAST_ACTS,
            "§9"),
    allowed("transparent-five-on-top", ext("3C7S9S", "1.5C"), "play 3C", Code.TRANSPARENT, "§5",
            first=True),
    allowed("transparent-fives-burn", ext("5H3C9S", "1.5C;0.5S;1.5D"),
            "play 5H", Code.TRANSPARENT, "§5"),
    allowed("joker-acts-as", ext("RJ3C7S", "1.QC"), "play RJ", Code.JOKER_AS, "§15"),
    allowed("joker-without-effect-counts-as-zero", ext("3C7S", "1.6C;0.RJ", stock=0),
            "play 3C", Code.JOKER_AS, "§15", first=True),
    # ---------------------------------------------------------------- legal
    allowed("legal-classic", duel("classic", "9C3C4C", "1.8D", stock=10), "play 9C",
            Code.LEGAL, "C5", first=True),
    allowed("legal-extreme-the-cards-paragraph", ext("8H3C7S", "1.7C"), "play 3C", Code.LEGAL,
            "§3"),
    allowed("legal-ladder", ext("8H9CJDTSQS", "1.3D;0.6H"), "play 8H 9C JD", Code.LEGAL,
            "§8.1", first=True),
    allowed("legal-join", ext("7H3C9S", "1.5C", stock=10), "join Cy", Code.LEGAL, "§22",
            first=True),
    allowed("legal-opening-decline", ROUND, "pass", Code.LEGAL, "P3", first=True),
    allowed("legal-opening-round-open", ROUND.replace("/0/Ada", "/1/Ada"), "play 3C",
            Code.LEGAL, "P3", first=True),
    allowed("legal-last-hand-card-with-the-table", "portuguese/0/Ada:7H:7CKD:xxxx;Bo:xxxxxx::"
            "/1.5D/0/0", "play 7H 7C", Code.LEGAL, "P9", first=True),
    allowed("legal-continue-after-drawing", duel("portuguese", "3C4C8D8S", "1.7D;0.8H",
                                                 stock="5C"),
            "play 8D 8S", Code.LEGAL, "P4", first=True),
    allowed("legal-swap-any-time", duel("classic,swap_any_time", "7H3C9S", "1.8D",
                                        face_up="7D5C6C"),
            "swap 3C 5C", Code.LEGAL, "O4", first=True),
    allowed("legal-swap-phase-portuguese", SWAPPING.format(rules="portuguese"), "done",
            Code.LEGAL, "P2", first=True),
    allowed("legal-collect", duel("classic,collecting", "7H3C9S", "1.8D", face_up="7D5C6C"),
            "collect 7H", Code.LEGAL, "O2", first=True),
    allowed("legal-done-after-a-two-o7", duel("classic,extra_after_two", "9H3S", "1.KD;0.2C",
                                              stock=0),
            "done", Code.LEGAL, "O7", first=True),
    allowed("legal-sjanse-fits", duel("classic", "3C", "1.8D", stock="4C9S"), "sjanse",
            Code.LEGAL, "C8", first=True),
    allowed("legal-pass-with-queens", "extreme/0/Ada:QH::;Bo:QDQS::;Cy:::/-/0/0", "pass",
            Code.LEGAL, "§27", first=True),
]


def _param(case: Case) -> object:
    marks = [pytest.mark.xfail(strict=True, reason=case.bug)] if case.bug else []
    return pytest.param(case, id=case.id, marks=marks)


def _position(case: Case) -> Position:
    if isinstance(case.position, dict):
        return position_from_json(case.position)
    return from_notation(case.position)


def _verdict(case: Case) -> Verdict:
    position = _position(case)
    if case.verb == "resolve":
        return resolve(position, case.move)[0]
    return check(position, case.move)


@pytest.mark.parametrize("case", [_param(case) for case in CASES])
def test_code(case: Case) -> None:
    verdict = _verdict(case)
    cited = [(r.code, r.rule) for r in verdict.reasons]
    assert verdict.legal is case.legal, verdict.message
    if case.first:
        assert cited[:1] == [(case.code, case.rule)], cited
    else:
        assert (case.code, case.rule) in cited, cited


@pytest.mark.parametrize("case", [pytest.param(case, id=case.id) for case in CASES
                                  if case.verb == "check"])
def test_resolve_gives_checks_verdict(case: Case) -> None:
    # resolve may add what only the table after the move shows (§27's queens put away), after
    # check's reasons; it never takes one away or changes the legality.
    checked = _verdict(case)
    resolved = resolve(_position(case), case.move)[0]
    assert resolved.legal is checked.legal
    assert resolved.reasons[:len(checked.reasons)] == checked.reasons


def test_every_code_has_a_case() -> None:
    covered = {case.code for case in CASES if not case.bug}
    assert covered == set(Code), sorted(c.name for c in set(Code) - covered)


def test_every_rule_id_of_a_case_is_in_the_registry() -> None:
    unknown = {case.id: case.rule for case in CASES if case.rule not in RULES}
    assert not unknown, unknown


def test_case_ids_are_unique() -> None:
    ids = [case.id for case in CASES]
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
