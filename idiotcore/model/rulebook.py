"""The rule registry: every rule id the engine can cite, its title, its one-paragraph statement
and its place in the rulebook. The rulebook pages, the site, the notebooks and the tests all read
ids and statements from here, so a rule is stated once.

>>> RULES["§7"].title, anchor("§4.2"), url("§4.2")
('Seven', 's4-2', 'extreme/s04-four.html#s4-2')
"""

from __future__ import annotations

import dataclasses
from typing import Final

from ..lang.wording import phrase, register
from .errors import InputError


@dataclasses.dataclass(frozen=True)
class Rule:
    """One rule: id (``§7``, ``C5``), title, statement, rulebook page, and whether it governs
    table conduct the engine cannot observe."""

    id: str
    title: str
    text: str
    page: str
    conduct: bool = False

    def worded(self) -> tuple[str, str]:
        """The title and the statement in the language in force (``title`` and ``text`` are the
        English, the source of the translations: templates ``rule.<id>.title`` and ``.text``).

        >>> from idiotcore.lang.wording import speaking
        >>> with speaking("nb"):
        ...     RULES["§4.2"].worded()[0]
        'Rød firer'
        """
        return phrase(f"rule.{self.id}.title"), phrase(f"rule.{self.id}.text")


def anchor(rule_id: str) -> str:
    """The HTML anchor (Sphinx label) of a rule: ``§4.2`` → ``s4-2``, ``C5`` → ``c5``."""
    return rule_id.replace("§", "s").replace(".", "-").lower()


def url(rule_id: str) -> str:
    """The rule's address relative to the rulebook root."""
    return f"{RULES[rule_id].page}.html#{anchor(rule_id)}"


def link(rule_id: str) -> str | None:
    """The rule's address relative to the rulebook root, or None for an id that is no rule: a
    link builder for :meth:`idiotcore.Verdict.to_json`.

    >>> link("§7"), link("")
    ('extreme/s07-seven.html#s7', None)
    """
    return url(rule_id) if rule_id in RULES else None


_CONDUCT = {"17", "24", "26"}
"""Paragraphs about table conduct that no engine can observe."""


def _extreme(number: str, slug: str, title: str, text: str) -> Rule:
    page = f"extreme/s{int(number.split('.')[0]):02d}-{slug}"
    return Rule(f"§{number}", title, text, page, number in _CONDUCT)


_E = [
    ("1", "course-of-play", "Course of play",
     "Deal as in classic Idiot: three face-down and three face-up table cards and three hand "
     "cards each. Play a card (or equal cards) at least as high as the card it answers, unless a "
     "paragraph below says otherwise. Refill your hand to three from the stock while it lasts. "
     "Hand cards first, then face-up cards, then face-down cards blind. The first player with no "
     "cards left wins; play goes on until one player is left holding cards: the idiot."),
    ("2", "two", "Two",
     "A 2 goes on 4, 6, 7, 8, 9, Q, A, and on a 5, a jack or a joker when what they stand for "
     "allows it. Whoever lays a 2 must then lay another card on their own 2; a player who can't "
     "picks up the pile."),
    ("3", "three", "Three",
     "A 3 must beat the card it answers like any card. After a 3 the next player must lay a "
     "multiple of three (3, 6, 9, queen), a joker or a 5."),
    ("4", "four", "Four", "Black and red fours have different effects (§4.1, §4.2), and both lose "
     "them once the stock is empty (§4.3)."),
    ("4.1", "four", "Black four",
     "After laying a black 4, give one of your hand cards to another player's table: face down "
     "as an extra column, or face up on such a card, or into a place that player has emptied. "
     "Nobody has more than four columns."),
    ("4.2", "four", "Red four",
     "With a red 4 you may also throw out one of your face-up table cards of the 4's suit; the "
     "thrown card lands on the pile and its effect happens. Without such a card nothing happens."),
    ("4.3", "four", "Fours and the stock",
     "While the stock lasts, four 4s in a row do not burn the pile. Once it is empty, fours lose "
     "their effects and four 4s burn like any four equal cards."),
    ("5", "five", "Five",
     "A 5 goes on anything. It is transparent: the next player answers the card under it. A 5 "
     "between equal cards breaks their run of four."),
    ("6", "six", "Six",
     "Three 6s may never lie in a row on the pile, fives or not; whoever lays the third picks up "
     "the whole pile. A 6 goes on 2, 3, 4, on a 5 when allowed, and on a queen (a queen never goes "
     "on a 6). A 6 never loses its effect."),
    ("7", "seven", "Seven",
     "After a 7 the next player must lay a 7 or lower, or a joker (or a 5)."),
    ("8", "eight", "Eight", "An 8 may start a ladder: up from a red 8 (§8.1), down from a black "
     "8 (§8.2)."),
    ("8.1", "eight", "Red eight",
     "After a red 8 you may go on laying a ladder upward: 8, 9, J, Q, K, A (the 10 is skipped), "
     "repeating equal cards if you like. Cards in a ladder have no effect, except that 6s still "
     "count."),
    ("8.2", "eight", "Black eight",
     "After a black 8 you may go on laying a ladder downward: 8, 7, 6, 5, 4, 3, 2, repeating "
     "equal cards if you like. Cards in a ladder have no effect, except that 6s still count."),
    ("9", "nine", "Nine",
     "After one 9 the next player must lay two cards that beat 9 (9, 10, J, Q, K, A, 2, joker); "
     "after two 9s together, four; and so on. A lone 5 does not answer. Nothing burns inside the "
     "answer, and only its last card acts."),
    ("10", "ten", "Ten",
     "A 10 burns the whole pile. It goes on 2, 4, 6, 8, 9, Q, A, and on a 5, a jack or a joker "
     "when what they stand for allows it."),
    ("11", "jack", "Jack",
     "After a jack the next player must lay a card of the top jack's suit, or another jack; it "
     "need not be higher. A 5 may go on a jack, and the suit still holds after it."),
    ("12", "queen", "Queen",
     "A queen may not be laid on an empty pile, on a 2 or on a 6, nor on 5s lying on them."),
    ("13", "king", "King",
     "Only a king, an ace or a 5 goes on a king. When an ace lands on a king, even through 5s, "
     "the player who laid the king picks up the whole pile; with kings on kings, the owner of the "
     "upper one. Four kings in a row burn."),
    ("14", "ace", "Ace",
     "The ace is the highest card. It goes on 2, 4, 6, 8, 9, Q, K, and on a 5, a jack or a joker "
     "when allowed. Its only effect is the king pickup of §13."),
    ("15", "joker", "Joker",
     "A joker takes the effect of the rank two below the card it lands on, counting 2 → A → K "
     "downward (on an empty pile or a 2 it is a king, on a 3 an ace); two jokers together count "
     "four below, three six below. It never goes on a king, and on a jack only in the jack's "
     "colour. A joker whose effect is lost counts as 0."),
    ("16", "no-childrens-rules", "No children's rules",
     "No swapping hand and table cards, no sjanse, and no sequences unless an 8 starts a ladder."),
    ("17", "reach", "Reach",
     "You may look at opponents' cards within your reach, without touching them."),
    ("18", "flipping", "Flipping",
     "A face-down card is flipped by its edge towards the middle, straight onto the pile; "
     "flipping it wrongly costs the whole pile."),
    ("19", "burning", "Burning",
     "A ten or four equal cards in a row burn the pile: it is put away face down, out of the "
     "game, and the same player plays again."),
    ("20", "mercy", "Mercy", "Mistakes cost the pile (§20.1), with two exceptions (§20.2, "
     "§20.3)."),
    ("20.1", "mercy", "Mercy",
     "A player with more than three games behind them picks up the whole pile for every "
     "mistake; a player with three or fewer may take the mistake back."),
    ("20.2", "mercy", "Exception 1: no mercy",
     "Laying a third 6, or a queen where it is not allowed, is always punished, whoever does it."),
    ("20.3", "mercy", "Exception 2: seeing your own face-down cards",
     "Each of your own face-down cards that you get to see is replaced by two cards from the "
     "discards, face down and shuffled; the four-column limit may be broken; no mercy."),
    ("21", "stupid-questions", "Stupid questions",
     "A too stupid question or claim costs the whole pile."),
    ("22", "joining", "Joining",
     "A player may join a game in progress while the stock is not empty, taking one extra "
     "face-down card."),
    ("23", "not-your-turn", "Not your turn",
     "Acting in the game out of turn costs the whole pile, and the player whose turn it was "
     "goes on."),
    ("24", "hiding", "Hiding",
     "Asked how many hand cards you hold, or whose turn it is, you answer truthfully."),
    ("25", "time-limit", "Time limit",
     "A breach nobody noticed before the next player acted can no longer be punished, except a "
     "breach of a zero-tolerance rule (§6, §20.3)."),
    ("26", "be-kind", "Be kind",
     "No kindness for its own sake and no teaming up, though brief cooperation to stop someone "
     "from winning is fine."),
    ("27", "stuck-with-a-queen", "Stuck with a queen",
     "If everyone still in the game holds nothing but queens that can't be laid, those queens "
     "are put away so the game can go on."),
]

_C = "classic/norske-kortspill"
"""Classic Idiot's first page, C1 to C3; the other rules follow, a few to a page (named by
the first rule on each): ``_C4`` C4-C5, ``_C6`` C6-C7, ``_C8`` C8-C9, ``_C10`` C10-C11,
``_C12`` C12-C14."""
_C4, _C6, _C8, _C10, _C12 = (
    f"{_C}-{part}" for part in ("turns", "hand-table", "sjanse-two", "burning", "end"))
_O = "classic/optional-rules"
"""The optional rules' first page, O1 and O2; then ``_O3`` O3-O4, ``_O5`` O5-O6, ``_O7`` O7-O8."""
_O3, _O5, _O7, _H = (f"{_O}-{part}" for part in ("swaps", "tens-six-cards", "two-sequences",
                                                   "house"))
"""``_H``: the house rules H1-H2, played at many tables though no source text has them."""
_P = "classic/portuguese"
"""The Portuguese version's first page, P1 and P2; then ``_P3`` P3, ``_P4`` P4-P5, ``_P6`` P6-P7,
``_P8`` P8-P10."""
_P3, _P4, _P6, _P8 = (f"{_P}-{part}" for part in ("opening", "drawing-two", "burning", "end"))
_CLASSIC = [
    ("C1", _C, "Players and deck", "Two to five players, one 52-card deck without jokers."),
    ("C2", _C, "The deal", "Each player gets three face-down table cards, three face-up cards on "
     "top of them, and three hand cards. The rest is the stock."),
    ("C3", _C, "Ranking", "3 is lowest, then up to king and ace. Suits never matter. 2s and 10s "
     "are special and may always be played."),
    ("C4", _C4, "Who starts", "The player with the lowest card starts."),
    ("C5", _C4, "Playing on the pile", "On your turn lay one card, or several of equal rank, at "
     "least as high as the top card of the pile. Anything goes on an empty pile."),
    ("C6", _C6, "Hand first, then table", "While you hold hand cards your table cards are "
     "locked. Then play the face-up cards, then the face-down ones."),
    ("C7", _C6, "Picking up", "A player who can't or won't play picks up the whole pile; then it "
     "is the next player's turn."),
    ("C8", _C8, "Sjanse", "Instead of playing you may turn the top card of the stock: it must be "
     "played if it fits; if not, you pick up the pile together with it."),
    ("C9", _C8, "The two", "A 2 may go on anything, and after a 2 the next player may lay "
     "anything."),
    ("C10", _C10, "Burning", "A 10, or four equal cards in a row on top, burn the pile: it leaves "
     "the game, and the player who burnt it plays again."),
    ("C11", _C10, "Refilling", "While the stock lasts, draw up to three hand cards after playing."),
    ("C12", _C12, "Blind cards", "With hand and face-up cards gone, turn a face-down card blind; "
     "if it does not fit, pick up the pile with it."),
    ("C13", _C12, "Winner and idiot", "The first player rid of all cards wins; play goes on until "
     "one player still has cards: the idiot."),
    ("C14", _C12, "Illegal attempts", "The rules name no penalty: an illegal attempt is simply "
     "taken back."),
    ("O1", _O, "Jokers as tens", "Jokers are in the deck and act like tens."),
    ("O2", _O, "Collecting", "A hand card of the same rank as one of your face-up cards may be "
     "laid on it; refill the hand if it drops below three."),
    ("O3", _O3, "Swap after the deal", "Right after the deal, players may swap hand cards with "
     "their own face-up cards."),
    ("O4", _O3, "Swap any time", "Hand cards may be swapped with your own face-up cards at any "
     "time on your turn."),
    ("O5", _O5, "Tens below ten", "A 10 may only be played on a card below ten."),
    ("O6", _O5, "Six hand cards", "Hands hold six cards instead of three."),
    ("O7", _O7, "Extra card after a 2", "After laying a 2 you may lay another card at once."),
    ("O8", _O7, "Sequences", "Several consecutive ranks may be laid at once (5-6-7-8); sequences "
     "skip the 10 and wrap around A and 2 (9-J, K-A-2-3)."),
    ("H1", _H, "Seven or lower", "Classic house rule: after a 7 the next card must be a 7 or "
     "lower; a 2 or a 10 may still be played."),
    ("H2", _H, "Colour instead of suit", "Extreme house rule: after a jack the next card "
     "must be of the jack's colour, red or black, rather than its suit, or a jack."),
    ("W1", "classic/browser-version", "The browser version", "Classic rules with a swap of hand "
     "and face-up cards before play, one person against one to four computer opponents; the game "
     "is kept on the device."),
    ("P1", _P, "Decks", "One 52-card deck for every two or three players."),
    ("P2", _P, "Swap before play", "Everyone may swap hand cards with their face-up cards before "
     "play."),
    ("P3", _P3, "Who opens", "Openers are sought with 3s first, then 4s, and so on; in effect the "
     "player with the lowest hand card opens, with any card."),
    ("P4", _P4, "Equal cards and drawing", "Several equal cards may be laid at once; drawing a "
     "card of the rank just laid lets you lay it too and draw again."),
    ("P5", _P4, "The two", "A 2 resets the pile and is played together with the card that sets "
     "the new number."),
    ("P6", _P6, "The ten", "A 10 burns the pile, and the next player starts the new one."),
    ("P7", _P6, "Burning", "Four or more equal cards on top burn the pile; for 6s, three or more."),
    ("P8", _P8, "A failed blind card", "A blind card that does not fit: pick up the pile, and play "
     "those cards before going on with the face-down ones."),
    ("P9", _P8, "Last hand card with the table", "If your last hand card matches one of your "
     "face-up cards, you may lay that table card with it."),
    ("P10", _P8, "Only a loser", "There is no winner, only a loser: the last player with cards."),
]

RULES: dict[str, Rule] = {
    rule.id: rule
    for rule in [_extreme(*entry) for entry in _E]
    + [Rule(i, title, text, page) for i, page, title, text in _CLASSIC]
}
"""Every rule, by id, in rulebook order."""

WORDS = register({"en": {f"rule.{rule.id}.{part}": getattr(rule, part)
                         for rule in RULES.values() for part in ("title", "text")}})
"""Each rule's title and statement, as templates: the registry is the source of their
translations."""



class R:
    """Every rule id as a named value (``R.S4_2 == "§4.2"``, ``R.C5 == "C5"``): the engine cites
    rules through these, never by typing an id (tests/test_registry.py checks they are exactly
    the ids of :data:`RULES`)."""

    S1: Final = "§1"
    S2: Final = "§2"
    S3: Final = "§3"
    S4: Final = "§4"
    S4_1: Final = "§4.1"
    S4_2: Final = "§4.2"
    S4_3: Final = "§4.3"
    S5: Final = "§5"
    S6: Final = "§6"
    S7: Final = "§7"
    S8: Final = "§8"
    S8_1: Final = "§8.1"
    S8_2: Final = "§8.2"
    S9: Final = "§9"
    S10: Final = "§10"
    S11: Final = "§11"
    S12: Final = "§12"
    S13: Final = "§13"
    S14: Final = "§14"
    S15: Final = "§15"
    S16: Final = "§16"
    S17: Final = "§17"
    S18: Final = "§18"
    S19: Final = "§19"
    S20: Final = "§20"
    S20_1: Final = "§20.1"
    S20_2: Final = "§20.2"
    S20_3: Final = "§20.3"
    S21: Final = "§21"
    S22: Final = "§22"
    S23: Final = "§23"
    S24: Final = "§24"
    S25: Final = "§25"
    S26: Final = "§26"
    S27: Final = "§27"
    C1: Final = "C1"
    C2: Final = "C2"
    C3: Final = "C3"
    C4: Final = "C4"
    C5: Final = "C5"
    C6: Final = "C6"
    C7: Final = "C7"
    C8: Final = "C8"
    C9: Final = "C9"
    C10: Final = "C10"
    C11: Final = "C11"
    C12: Final = "C12"
    C13: Final = "C13"
    C14: Final = "C14"
    O1: Final = "O1"
    O2: Final = "O2"
    O3: Final = "O3"
    O4: Final = "O4"
    O5: Final = "O5"
    O6: Final = "O6"
    O7: Final = "O7"
    O8: Final = "O8"
    H1: Final = "H1"
    H2: Final = "H2"
    W1: Final = "W1"
    P1: Final = "P1"
    P2: Final = "P2"
    P3: Final = "P3"
    P4: Final = "P4"
    P5: Final = "P5"
    P6: Final = "P6"
    P7: Final = "P7"
    P8: Final = "P8"
    P9: Final = "P9"
    P10: Final = "P10"



def lookup(rule_id: str) -> Rule:
    """The rule with this id; ``7``, ``s7``, ``§7``, ``§ 7`` and ``c5`` are all understood.

    :raises UnknownRule: (a KeyError) with the known ids, if there is no such rule.

    >>> lookup("c5").id, str(lookup("7").id), lookup("§ 20.1").id
    ('C5', '§7', '§20.1')
    >>> str(UnknownRule("input.NO_RULE", text="99", known=("§1", "§2")))
    "no rule '99'; known: §1, §2"
    """
    key = "".join(rule_id.split())
    candidates = [key, key.upper(), "§" + key.lstrip("sS§")]
    for candidate in candidates:
        if candidate in RULES:
            return RULES[candidate]
    raise UnknownRule("input.NO_RULE", text=rule_id, known=tuple(RULES))


class UnknownRule(InputError, KeyError):
    """No rule has the id asked for (a :class:`KeyError` too, for the callers that look up)."""
