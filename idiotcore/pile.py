"""Reading the pile: what the next card must answer, folded play by play from the bottom.

Everything the rules need (the effective top through fives and jokers, a live demand such as
the seven's or the jack's, nines owed, sixes and equal cards in a row, the owner of a top king
or of a lone two) is derived from the plays on the pile, so a typed position says it all.

Extreme Idiot paragraphs implemented here: §2 (duty on your own 2), §3, §5 (transparency),
§6 (counting sixes), §7, §8 (ladder cards have no effect), §9 (nines owed, only the last card of
an answer acts), §10, §11, §13 (the king's owner), §15 (the joker's borrowed effect).
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Literal

from .cards import ACE, JACK, KING, VALUE, Card, is_joker, is_red, show, show_all
from .position import Play, Position
from .rulesets import Ruleset
from .verdict import Code, Reason
from .wording import rank_word

Demand = Literal["two", "three", "seven", "jack", "king"] | None


@dataclasses.dataclass(frozen=True, slots=True)
class PileView:
    """What lies on top, as the next card sees it."""

    value: int | None = None
    """Rank to answer (2–14; 0 a joker without effect); None: empty pile, or anything goes."""
    card: Card | None = None
    """The card that sets ``value`` (for messages); a joker when a joker does."""
    demand: Demand = None
    suit: str | None = None
    """The jack's suit letter, or ``"red"``/``"black"`` for a joker acting as a jack."""
    owner: int | None = None
    """Who laid the live king (§13) or the lone two that must be followed up (§2)."""
    nines_owed: int = 0
    sixes: int = 0
    """Natural sixes in a row at the top; fives do not break the run (§6)."""
    run_value: int | None = None
    run_count: int = 0
    """Equal natural cards in a row at the top; a five or a joker breaks the run (§5)."""
    via: tuple[str, ...] = ()
    """Why the top card acts as it does: "joker" when a joker's borrowed rank sets the value;
    a paragraph id when the card lies without effect (``"§8.1"`` in a ladder, ``"§9"`` inside
    an answer)."""

    @property
    def empty(self) -> bool:
        """True when nothing needs answering (an empty pile, or a classic 2)."""
        return self.value is None


EMPTY = PileView()


@dataclasses.dataclass(frozen=True, slots=True)
class Folded:
    """The view after one play, and the events that play caused (for the verdict)."""

    view: PileView
    burn: Reason | None = None
    king_pickup: int | None = None
    events: tuple[Reason, ...] = ()


# ---------------------------------------------------------------- shared helpers


def _count_run(view: PileView, card: Card, joker_six: bool = False) -> PileView:
    """Update the run of equal cards and the run of sixes after ``card`` is laid.

    A five breaks a run of other cards but not a run of sixes (§5, §6); fives in a row make a
    run of their own. A joker breaks both (R9), unless it counts as a six (R6's switch).
    """
    value = VALUE[card]
    if value == 0:  # a joker
        sixes = view.sixes + 1 if joker_six else 0
        run_value, count = None, 0
    else:
        count = view.run_count + 1 if view.run_value == value else 1
        sixes = view.sixes if value == 5 else view.sixes + 1 if value == 6 else 0
        run_value = value
    return PileView(view.value, view.card, view.demand, view.suit, view.owner, view.nines_owed,
                    sixes, run_value, count, view.via)


def spot(view: PileView) -> Card | int | None:
    """What a card lands on, for a reason's slot: the card that sets the rank, the rank when
    no card shows it, None on an empty pile (see :mod:`idiotcore.wording`'s ``top``)."""
    return None if view.value is None else view.card or view.value


# ---------------------------------------------------------------- classic family


def classic_fold(view: PileView, play: Play, rules: Ruleset) -> Folded:
    """Lay one play on the classic pile: 2 resets (C9), 10 or four equal burn (C10)."""
    for card in play.cards:
        view = _count_run(view, card)
        value = VALUE[card]
        if value == 2:
            view = dataclasses.replace(view, value=None, card=card)
        else:
            view = dataclasses.replace(view, value=value, card=card)
    last = play.cards[-1]
    if VALUE[last] == 10 or (is_joker(last) and rules.jokers_as_tens):
        rule = "O1" if is_joker(last) else "C10"
        return Folded(view, Reason(Code.BURN_TEN, rule, f"The {show(last)} burns the pile ({rule})."))
    if rules.six_burn_count and view.run_value == 6 and view.run_count >= rules.six_burn_count:
        return Folded(view, Reason(Code.BURN_SIXES, "P7",
                                   f"{view.run_count} sixes in a row burn the pile."))
    if view.run_count >= 4:
        rule = rules.cites.four
        return Folded(view, Reason(Code.BURN_FOUR, rule,
                                   f"{view.run_count} × {rank_word(view.run_value)} in a row "
                                   "burn the pile."))
    return Folded(view)


# ---------------------------------------------------------------- extreme family

_WRAP = [13, 14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]  # rank order used for "two below"


def joker_acts_as(covered: int | None, jokers: int) -> int:
    """The rank a play of ``jokers`` jokers takes on ``covered`` (§15): 2, 4 or 6 below, wrapping
    2 → A → K; on an empty pile or a joker without effect, as on a 2.

    >>> joker_acts_as(12, 1), joker_acts_as(None, 1), joker_acts_as(3, 1), joker_acts_as(9, 2)
    (10, 13, 14, 5)
    """
    base = 2 if covered in (None, 0) else covered
    position = (base - 2) % 13  # 2 -> 0, ..., A -> 12 on the order 2..A
    below = (position - 2 * jokers) % 13
    return below + 2


def acts_as_two(view: PileView, unit: tuple[Card, ...]) -> bool:
    """Extreme Idiot: is this run of equal cards a 2 here (§2), or jokers that take a 2's
    effect on ``view`` (§15)? What follows it in the same play is laid on the player's own 2."""
    if is_joker(unit[0]):
        return joker_acts_as(view.value, len(unit)) == 2
    return VALUE[unit[0]] == 2


def _live(view: PileView, acted: int, cards: tuple[Card, ...], by: int, stock_empty: bool,
          joker: bool) -> Folded:
    """Lay a unit of equal cards (or jokers) whose effect acts, as rank ``acted``."""
    last = cards[-1]
    via = ("joker",) if joker else ()
    if acted == 5:  # §5: transparent (a joker acting as a 5 too); only the runs change.
        if view.demand == "two" and view.owner == by:  # the 5 is the card owed on the 2
            return Folded(dataclasses.replace(view, owner=None))
        return Folded(view)
    def top(value: int = acted, demand: Demand = None, suit: str | None = None,
            owner: int | None = None, nines: int = 0) -> PileView:
        return PileView(value, last, demand, suit, owner, nines, view.sixes, view.run_value,
                        view.run_count, via)

    base = top()
    if acted == 2:
        return Folded(top(demand="two", owner=by))
    if acted == 3:
        return Folded(top(demand="three"))
    if acted == 4 and joker and stock_empty:
        return Folded(top(value=0))
    if acted == 7:
        return Folded(top(demand="seven"))
    if acted == 9:
        return Folded(top(nines=2 * (1 if joker else len(cards))))
    if acted == 10:
        rule = "§15" if joker else "§10"
        return Folded(base, Reason(Code.BURN_TEN, rule, f"The {show(last)} burns the pile ({rule})."))
    if acted == JACK:
        suit = ("red" if is_red(last) else "black") if joker else last[-1]
        return Folded(top(demand="jack", suit=suit))
    if acted == KING:
        return Folded(top(demand="king", owner=by))
    if acted == ACE and view.value == KING and view.owner is not None:
        return Folded(base, king_pickup=view.owner)
    return Folded(base)


def _dead(view: PileView, card: Card, by: int, why: str) -> PileView:
    """Lay a card without effect (in a ladder, or not last in an answer): only its rank counts,
    and a king still has an owner for the ace's pickup (§14)."""
    value = 0 if is_joker(card) else VALUE[card]
    return dataclasses.replace(view, value=value, card=card, demand=None, suit=None,
                               owner=by if value == KING else None, nines_owed=0, via=(why,))


def extreme_fold(view: PileView, play: Play, rules: Ruleset, stock_empty: bool) -> Folded:
    """Lay one play on the Extreme pile and say what it causes."""
    cards = play.cards
    joker_six = rules.joker_six_counts
    if view.nines_owed:  # §9: an answer; only its last card acts, nothing burns inside it.
        return _answer(view, play, rules, stock_empty)
    first = cards[0]
    lead = 1
    while lead < len(cards) and _same_unit(cards[lead], first):
        lead += 1
    unit, rest = cards[:lead], cards[lead:]
    if rest and VALUE[first] == 8:  # §8: a ladder; its cards have no effect (sixes still count).
        why = "§8.1" if is_red(first) else "§8.2"
        for card in cards:
            view = _dead(_count_run(view, card, joker_six), card, play.by, why)
        return Folded(view)  # R7: ladder cards have no effect, so four equal ones do not burn
    for card in unit:
        view = _count_run(view, card, joker_six)
    folded = _lay_unit(view, unit, play.by, stock_empty)
    if not rest:
        return _burn_check(folded, stock_empty)
    view = folded.view
    if view.demand == "two":  # §2: the rest of the play is laid on the player's own 2.
        return extreme_fold(view, Play(play.by, rest), rules, stock_empty)
    # §4.2: the red four's thrown card lands on it and acts.
    thrown = rest[0]
    folded = _lay_unit(_count_run(view, thrown, joker_six), (thrown,), play.by, stock_empty)
    return _burn_check(folded, stock_empty)


def answer_parts(cards: tuple[Card, ...]) -> tuple[int, int]:
    """Where the acting part of an answer to nines lies (§9, R5): ``(start, end)`` of the
    cards after which only 5s follow. The acting card is the last one that is not a 5 (5s are
    see-through, §5); when it is a 9, the part reaches back over the 9s laid just before it
    (5s between them do not break it), since the next player owes two cards for each.
    ``(n, n)`` when the answer holds nothing but 5s.

    >>> answer_parts(("JC", "9S", "5H", "9D", "5C"))
    (1, 4)
    >>> answer_parts(("9S", "JC", "9D")), answer_parts(("KD", "5S")), answer_parts(("5S",))
    ((2, 3), (0, 1), (1, 1))
    """
    end = len(cards)
    while end and VALUE[cards[end - 1]] == 5:
        end -= 1
    if not end:
        return len(cards), len(cards)
    start = end - 1
    if VALUE[cards[start]] == 9:
        back = start - 1
        while back >= 0 and VALUE[cards[back]] in (5, 9):
            if VALUE[cards[back]] == 9:
                start = back
            back -= 1
    return start, end


def _answer(view: PileView, play: Play, rules: Ruleset, stock_empty: bool) -> Folded:
    """Lay an answer to nines (§9, R5): the cards before the acting part lie without effect
    (5s among them see-through), the acting part acts (a run of 9s as one, owing two cards per
    9), and 5s after it lie see-through on top."""
    cards, by, joker_six = play.cards, play.by, rules.joker_six_counts
    start, end = answer_parts(cards)
    nine = view
    for card in cards[:start]:
        view = _count_run(view, card, joker_six)
        if VALUE[card] != 5:
            view = _dead(view, card, by, "§9")
    if start == end:  # nothing but 5s: they answer nothing, the nines are still owed
        return Folded(view)
    acting = tuple(c for c in cards[start:end] if VALUE[c] != 5)
    for card in cards[start:end]:
        view = _count_run(view, card, joker_six)
    if is_joker(acting[-1]):  # every answer card is measured against the 9, a joker too
        view = dataclasses.replace(nine, sixes=view.sixes, run_value=view.run_value,
                                   run_count=view.run_count)
    folded = _lay_unit(view, acting, by, stock_empty)
    if folded.burn and not rules.ten_ends_nine_answer_burns:
        folded = Folded(folded.view, events=folded.events)
    top = folded.view
    for card in cards[end:]:
        top = _live(_count_run(top, card, joker_six), 5, (card,), by, stock_empty, False).view
    if len(acting) > 1:
        said = f"The {show_all(acting)} at the end of the answer act together"
    else:
        said = f"Only the last card of the answer, the {show(acting[-1])}, acts"
    if end < len(cards):
        said += ", the 5s after it being see-through"
    note = Reason(Code.ONLY_LAST_ACTS, "§9", said + ".")
    return Folded(top, folded.burn, folded.king_pickup, (note, *folded.events))


def _same_unit(card: Card, first: Card) -> bool:
    return (is_joker(card) and is_joker(first)) or (
        not is_joker(card) and not is_joker(first) and VALUE[card] == VALUE[first]
    )


def _lay_unit(view: PileView, unit: tuple[Card, ...], by: int, stock_empty: bool) -> Folded:
    """Lay equal cards, or jokers together, with their effect (§15 for jokers)."""
    if is_joker(unit[0]):
        covered = view.value
        acted = joker_acts_as(covered, len(unit))
        folded = _live(view, acted, unit, by, stock_empty, joker=True)
        note = Reason(Code.JOKER_AS, "§15", f"The {show_all(unit)} on {_covered_word(view)} "
                      f"{'acts' if len(unit) == 1 else 'act'} as {_article(acted)} (§15).")
        return dataclasses.replace(folded, events=(note, *folded.events))
    return _live(view, VALUE[unit[0]], unit, by, stock_empty, joker=False)


def _covered_word(view: PileView) -> str:
    if view.value is None:
        return "the empty pile"
    if view.value == 0:
        return "a joker without effect"
    return f"the {show(view.card)}" if view.card else rank_word(view.value)


def _article(value: int) -> str:
    word = rank_word(value)
    return ("an " if word[0] in "a8" else "a ") + word


def _burn_check(folded: Folded, stock_empty: bool) -> Folded:
    """Four equal cards in a row burn (§5 breaks the run; §4.3 fours only once the stock is
    empty; §9 nines owe instead of burning)."""
    view = folded.view
    if folded.burn or view.run_count < 4 or view.run_value in (9, None):
        return folded
    if view.run_value == 4 and not stock_empty:
        return dataclasses.replace(folded, events=(*folded.events, Reason(
            Code.FOURS_DEAD, "§4.3", "four 4s do not burn while the stock lasts.")))
    return dataclasses.replace(folded, burn=Reason(
        Code.BURN_FOUR, "§19",
        f"{view.run_count} × {rank_word(view.run_value)} in a row burn the pile (§19)."))


# ---------------------------------------------------------------- the position's view


def fold(position: Position, view: PileView, play: Play) -> Folded:
    """Lay ``play`` on ``view`` by the rules of ``position``'s ruleset."""
    return _fold(position.ruleset, not position.stock, view, play)


@functools.lru_cache(maxsize=4096)
def _fold(rules: Ruleset, stock_empty: bool, view: PileView, play: Play) -> Folded:
    """:func:`fold`, remembered: a pure function of its arguments, asked again and again for
    the same 2 while a hand's plays on it are listed and judged."""
    if rules.family == "extreme":
        return extreme_fold(view, play, rules, stock_empty)
    return classic_fold(view, play, rules)


def view_of(position: Position) -> PileView:
    """The pile as the player to move sees it (cached on the position)."""
    cached: PileView | None = position.__dict__.get("_view")
    if cached is None:
        cached = EMPTY
        for play in position.pile:
            cached = fold(position, cached, play).view
        object.__setattr__(position, "_view", cached)
    return cached


def seed_view(position: Position, view: PileView) -> Position:
    """Record an already computed view on a new position (saves folding the pile again)."""
    object.__setattr__(position, "_view", view)
    return position

