"""Placement: may these cards go on the pile as it lies? Returns the reasons they may not.

Classic Idiot: C5 (at least as high, equal cards together), C9 (the two), C10 (the ten), O1, O5,
O7, O8, P5. Extreme Idiot: §1 (at least as high, R1), §2, §3, §5, §6, §7, §8, §9, §11, §12, §13,
§15, §16.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from .cards import ACE, JACK, KING, QUEEN, VALUE, Card, is_joker, is_red, show, show_all
from .pile import PileView, acts_as_two, fold, spot
from .position import Play, Position
from .rules.extreme import s13_king
from .rules.optional import o5_tens_below_ten
from .rulesets import Ruleset
from .verdict import Code, Reason
from .wording import rank_word

BEATS_NINE = frozenset({2, 9, 10, JACK, QUEEN, KING, ACE, 0})
"""Values that answer a 9 (§9, R5): 9, 10, J, Q, K, A, 2 and jokers (value 0)."""

_LADDER_UP = (8, 9, JACK, QUEEN, KING, ACE)
_LADDER_DOWN = (8, 7, 6, 5, 4, 3, 2)
SEQUENCE = (3, 4, 5, 6, 7, 8, 9, JACK, QUEEN, KING, ACE, 2)  # O8: 10 skipped, wraps A-2-3


def _on(view: PileView) -> str:
    """The card a play lands on, for messages: "the Q♦ on the pile", "the empty pile"."""
    if view.value is None:
        return "the empty pile"
    if view.card is None:
        return f"the {rank_word(view.value)}"
    return f"the {show(view.card)} on the pile"


def _top(view: PileView) -> str:
    """The card a play lands on, as an Extreme message names it: "7♣", "the empty pile"."""
    if view.value is None:
        return "the empty pile"
    return show(view.card) if view.card else f"a {rank_word(view.value)}"


def units(cards: tuple[Card, ...], rank: Callable[[Card], int] = VALUE.__getitem__
          ) -> list[tuple[Card, ...]]:
    """Split a play into runs of equal rank (jokers together, their value being 0), in order."""
    out: list[list[Card]] = []
    for card in cards:
        if out and rank(card) == rank(out[-1][0]):
            out[-1].append(card)
        else:
            out.append([card])
    return [tuple(u) for u in out]


# ---------------------------------------------------------------- classic


def classic_value(card: Card) -> int:
    """A card's rank in classic Idiot, where a joker is a ten (O1)."""
    return 10 if is_joker(card) else VALUE[card]


def _classic_refusal(view: PileView, card: Card, rules: Ruleset) -> Code | None:
    """Whether one card may open a classic play on ``view``: None, or the code of the refusal
    (the decision alone; :func:`_classic_card` words it)."""
    value = classic_value(card)
    if value == 2 or view.value is None:
        return None
    if value == 10:
        return o5_tens_below_ten.refusal(rules, view.value)
    return Code.TOO_LOW if value < view.value else None


def _classic_card(view: PileView, card: Card, rules: Ruleset) -> list[Reason]:
    code = _classic_refusal(view, card, rules)
    if code is Code.TEN_TOO_HIGH:
        return o5_tens_below_ten.refused(card, spot(view))
    if code is Code.TOO_LOW:
        return [Reason(code, "C5", f"the {show(card)} is lower than {_on(view)}."),
                Reason(code, "C3", "Ranks run from 3 up to king and ace; suits never matter "
                       "(C3).")]
    return []


def _is_sequence(cards: tuple[Card, ...]) -> bool:
    steps = [SEQUENCE.index(VALUE[c]) if VALUE[c] in SEQUENCE else -1 for c in cards]
    return -1 not in steps and all((b - a) % len(SEQUENCE) == 1 for a, b in itertools.pairwise(steps))


def classic_play(position: Position, view: PileView, cards: tuple[Card, ...], seat: int
                 ) -> list[Reason]:
    """Why these cards may not be laid now in classic Idiot (empty: they may)."""
    rules = position.ruleset
    runs = units(cards, classic_value)
    if len(runs) > 1 and VALUE[cards[0]] == 2 and (rules.extra_after_two or rules.two_with_card):
        rule = "P5" if rules.two_with_card else "O7"
        rest = cards[len(runs[0]):]
        after = fold(position, view, Play(seat, runs[0])).view
        return [Reason(r.code, r.rule if r.rule != "C5" else rule, r.message)
                for r in classic_play(position, after, rest, seat)]
    if len(runs) > 1:
        if VALUE[cards[0]] == 2:
            return [Reason(Code.NOT_EQUAL, "C9", f"{show_all(cards)}: a 2 is laid on its own; "
                           "another card may follow it only with optional rule O7 (C9).")]
        if not rules.sequences:
            return [Reason(Code.NOT_EQUAL, "C5", f"{show_all(cards)}: cards played together "
                           "must be of equal rank (C5).")]
        if len(runs) != len(cards) or not _is_sequence(cards):
            return [Reason(Code.BAD_SEQUENCE, "O8", f"{show_all(cards)} is not a sequence "
                           "(consecutive ranks, 10 skipped, A-2-3 wrapping).")]
    return _classic_card(view, cards[0], rules)


# ---------------------------------------------------------------- extreme


def _demand(view: PileView, card: Card) -> Code | None:
    """Whether ``card`` meets the live demand of the card on top (§3, §7, §11, §13, through
    fives, §5): None, or the code of the refusal."""
    value, joker = VALUE[card], is_joker(card)
    match view.demand:
        case "three" if not (joker or value in (3, 6, 9, QUEEN)):
            return Code.AFTER_THREE
        case "seven" if not (joker or value <= 7):
            return Code.AFTER_SEVEN
        case "jack":
            red_jack = view.suit in ("red", "D", "H")
            if joker and is_red(card) != red_jack:
                return Code.JOKER_COLOUR
            colour = view.suit in ("red", "black")
            if not joker and value != JACK and not (
                    is_red(card) == red_jack if colour else card[-1] == view.suit):
                return Code.JACK_SUIT
        case "king":
            return s13_king.follows(card)
    return None


def _extreme_refusal(view: PileView, card: Card) -> Code | None:
    """Whether one card may open an Extreme play on ``view``: None, or the code of the refusal
    (the decision alone; :func:`extreme_card` words it)."""
    value = VALUE[card]
    if value == 5:
        return None
    code = _demand(view, card)
    if code is not None:
        return code
    if value == QUEEN and view.value in (None, 2, 6):
        return Code.QUEEN_BANNED
    if view.demand in ("three", "seven", "jack") or view.value is None:
        return None
    if view.value == KING and (spent := s13_king.on_spent_king(card)) is not None:
        return spent
    if is_joker(card) or value in (2, 10) or (value == 6 and view.value == QUEEN):
        return None
    return Code.TOO_LOW if value < view.value else None


def extreme_card(view: PileView, card: Card) -> list[Reason]:
    """Why one card may not be laid on ``view`` in Extreme Idiot (its first card of a play)."""
    code = _extreme_refusal(view, card)
    if code is None:
        return []
    cant = f"{show(card)} can't go on {_top(view)}"
    match code:
        case Code.AFTER_THREE:
            return [Reason(code, "§3", f"{cant}: after a three the next card must be a 3, 6, 9, "
                           "queen, joker or 5 (§3).")]
        case Code.AFTER_SEVEN:
            return [Reason(code, "§7", f"{cant}: after a seven the next card must be a seven or "
                           "lower, or a joker (§7).")]
        case Code.JOKER_COLOUR:
            return [Reason(code, "§15", f"{cant}: a joker goes on a jack only in the jack's colour "
                           "(§15)."),
                    Reason(Code.JACK_SUIT, "§11", "The jack's suit (here: its colour) binds the "
                           "next card (§11).")]
        case Code.JACK_SUIT:
            want = view.suit if view.suit in ("red", "black") else show(view.card or "")[-1]
            return [Reason(code, "§11", f"{cant}: after a jack the next card must be {want} or a "
                           "jack (§11).")]
        case Code.JOKER_ON_KING:
            return [Reason(code, "§15", f"{cant}: a joker never goes on a king (§15).")]
        case Code.KING_ONLY:
            return [s13_king.refused(card, spot(view))]
        case Code.QUEEN_BANNED:
            banned = [Reason(code, "§12", f"{cant}: a queen never goes on an empty pile, a 2 or "
                             "a 6 (§12).")]
            if view.value == 6:
                banned.append(Reason(code, "§6", "A 6 takes a queen, never the other way round "
                                     "(§6)."))
            return banned
    return [Reason(code, "§1", f"{cant}: the {show(card)} is lower (§1).")]


def _sixes(view: PileView, cards: tuple[Card, ...], rules: Ruleset) -> list[Reason]:
    sixes = view.sixes
    for card in cards:
        if VALUE[card] == 6 or (rules.joker_six_counts and is_joker(card)):
            sixes += 1
            if sixes >= 3:
                return [Reason(Code.THIRD_SIX, "§6", f"the {show(card)} would be the third 6 in "
                               "a row: three sixes may never lie in a row (§6), fives or not.")]
        elif VALUE[card] != 5:
            sixes = 0
    return []


def _answer(view: PileView, cards: tuple[Card, ...], rules: Ruleset) -> list[Reason]:
    """§9 (R5): the cards owed must each beat 9; 5s may ride along anywhere in the answer but
    do not count, so 5s alone answer nothing."""
    owed = view.nines_owed
    counted = [c for c in cards if VALUE[c] != 5]
    if len(counted) == owed and all(VALUE[c] in BEATS_NINE for c in counted):
        return _sixes(view, cards, rules)
    if not counted:
        what = "a lone 5 does not answer it" if len(cards) == 1 else "5s alone do not answer it"
    else:
        low = [c for c in counted if VALUE[c] not in BEATS_NINE]
        what = (f"{show_all(low)} {'does' if len(low) == 1 else 'do'} not beat 9" if low else
                f"{show_all(counted)} {'is 1 card' if len(counted) == 1 else f'are {len(counted)} cards'}")
    found = [Reason(Code.NINES_OWED, "§9", f"after {_top(view)} you owe {owed} cards that beat "
                    f"9 (9, 10, J, Q, K, A, 2 or joker); {what} (§9).")]
    if len(counted) < len(cards):
        found.append(Reason(Code.TRANSPARENT, "§5", "A 5 is transparent: it may ride along in "
                            "an answer, but it answers nothing and does not count toward the "
                            "cards owed (§5)."))
    return found


def ladder_steps(eight: Card) -> tuple[int, ...]:
    """The ranks a ladder climbs from ``eight``: up for a red 8 (§8.1), down for black (§8.2)."""
    return _LADDER_UP if is_red(eight) else _LADDER_DOWN


def _ladder(cards: tuple[Card, ...]) -> list[Reason]:
    steps = ladder_steps(cards[0])
    rule = "§8.1" if is_red(cards[0]) else "§8.2"
    index = 0
    for card in cards[1:]:
        if is_joker(card):
            return [Reason(Code.BAD_LADDER, rule, "a ladder has no jokers in it (§8).")]
        value = VALUE[card]
        if value == steps[index]:
            continue
        if index + 1 < len(steps) and value == steps[index + 1]:
            index += 1
            continue
        way = "up: 8, 9, J, Q, K, A" if is_red(cards[0]) else "down: 8, 7, 6, 5, 4, 3, 2"
        return [Reason(Code.BAD_LADDER, rule, f"{show(card)} does not continue the ladder "
                       f"{show_all(cards)}; a {'red' if is_red(cards[0]) else 'black'} 8 "
                       f"climbs {way}, one step at a time, equal cards allowed ({rule}).")]
    return []


def extreme_play(position: Position, view: PileView, cards: tuple[Card, ...], seat: int
                 ) -> list[Reason]:
    """Why these cards may not be laid now in Extreme Idiot (empty: they may)."""
    rules = position.ruleset
    if view.nines_owed:
        return _answer(view, cards, rules)
    runs = units(cards)
    first = runs[0]
    found = extreme_card(view, first[0])
    if found:
        return found
    found = _sixes(view, cards, rules)
    if found:
        if len(runs) > 1 and VALUE[cards[0]] == 8:
            rule = "§8.1" if is_red(cards[0]) else "§8.2"
            found.append(Reason(Code.THIRD_SIX, rule, f"Sixes count even in a ladder ({rule})."))
        return found
    if len(runs) == 1:
        return []
    if VALUE[cards[0]] == 8 and not is_joker(cards[0]):
        return _ladder(cards)
    if acts_as_two(view, first):  # §2: the rest is laid on the player's own 2.
        after = fold(position, view, Play(seat, first)).view
        found = extreme_play(position, after, cards[len(first):], seat)
        if found:
            found.append(Reason(Code.FOLLOW_UP_OWED, "§2", f"{show_all(cards[len(first):])} is "
                                "the card owed on the player's own 2 (§2)."))
        return found
    return [Reason(Code.NO_SEQUENCE, "§16", f"{show_all(cards)}: cards laid together must be "
                   "equal; a sequence is allowed only as a ladder started by an 8 (§16, §8).")]


def opens(position: Position, view: PileView, card: Card) -> bool:
    """May a play that begins with ``card`` go on ``view`` at all? Both judges start by
    judging the first card alone against the pile (an answer to nines excepted, §9), so a play
    whose first card fails is illegal whatever follows; listing skips those early.

    >>> from idiotcore import from_notation
    >>> from idiotcore.pile import view_of
    >>> p = from_notation("classic/0/A:7H9C::;B:xxxxxx::/1.8D/10/0")
    >>> opens(p, view_of(p), "7H"), opens(p, view_of(p), "9C")
    (False, True)
    """
    if position.ruleset.family == "extreme":
        return bool(view.nines_owed) or _extreme_refusal(view, card) is None
    if position.opening is not None and VALUE[card] != position.opening:  # P3
        return False
    return _classic_refusal(view, card, position.ruleset) is None


def judge_cards(position: Position, view: PileView, cards: tuple[Card, ...], seat: int
                ) -> list[Reason]:
    """Why ``cards`` may not go on ``view`` now, by the position's ruleset (empty: they may)."""
    if position.ruleset.family == "extreme":
        return extreme_play(position, view, cards, seat)
    return classic_play(position, view, cards, seat)
