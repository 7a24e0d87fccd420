"""Reading the pile: what the next card must answer, folded play by play from the bottom.

Everything the rules need (the effective top through fives and jokers, a live demand such as
the seven's or the jack's, nines owed, sixes and equal cards in a row, the owner of a top king
or of a lone two) is derived from the plays on the pile, so a typed position says it all. This
module is the mechanism (folding, dispatch by rank); what each card does when laid is decided by
its rule module in :mod:`idiotcore.rules`.
"""

from __future__ import annotations

import dataclasses
import functools

from ..model.cards import JOKER_VALUE, VALUE, Card, is_joker
from ..model.games import game_of, powers_of
from ..model.pile import EMPTY, NONE, Demand, Folded, PileView, spot
from ..model.position import Play, Position
from ..model.powers import Powers
from ..model.rulesets import Ruleset
from ..rules.classic import c09_two, c10_burning
from ..rules.extreme import (
    s02_two,
    s04_four,
    s05_five,
    s06_six,
    s08_eight,
    s09_nine,
    s10_ten,
    s13_king,
    s15_joker,
    s19_burning,
)
from ..rules.optional import o1_jokers_as_tens
from ..rules.portuguese import p06_burning

__all__ = ["EMPTY", "Demand", "Folded", "PileView", "classic_fold", "extreme_fold", "fold",
           "seed_view", "spot", "view_of"]


# ---------------------------------------------------------------- shared helpers


def _count_run(view: PileView, card: Card, joker_six: bool = False) -> PileView:
    """Update the run of equal cards (§19, C10) and the run of sixes (§6) after ``card`` is
    laid, as their rule modules count them."""
    sixes = s06_six.sixes_after(view.sixes, card, joker_six)
    run_value, count = s19_burning.run_after(view.run_value, view.run_count, card)
    return PileView(view.value, view.card, view.demand, view.suit, view.owner, view.nines_owed,
                    sixes, run_value, count, view.via)


# ---------------------------------------------------------------- classic family


def classic_fold(view: PileView, play: Play, rules: Ruleset) -> Folded:
    """Lay one play on the classic pile: 2 resets (C9), 10 or four equal burn (C10); a card
    with a power under a house rule leaves its demand (H1)."""
    powers = powers_of(rules)
    for card in play.cards:
        view = _count_run(view, card)
        power = powers.of(card)
        effect = NONE if power is None or power.effect is None else power.effect(
            view, (card,), play.by, False, False)
        view = dataclasses.replace(view, value=None if c09_two.is_two(card) else VALUE[card],
                                   card=card, demand=effect.demand)
    last = play.cards[-1]
    if s10_ten.is_ten(last) or o1_jokers_as_tens.burns(rules, last):
        return Folded(view, c10_burning.burn(last, o1_jokers_as_tens.cites(last, c10_burning.RULE)))
    if p06_burning.sixes_burn(rules, view.run_value, view.run_count):
        return Folded(view, p06_burning.burn(view.run_count))
    if c10_burning.burns_four(view.run_count):
        return Folded(view, c10_burning.burn_four(view.run_count, view.run_value,
                                                  rules.cites.four))
    return Folded(view)


# ---------------------------------------------------------------- extreme family

def _live(powers: Powers, view: PileView, acted: int, cards: tuple[Card, ...], by: int,
          stock_empty: bool, joker: bool) -> Folded:
    """Lay a unit of equal cards (or jokers) whose effect acts, as rank ``acted``: its rank's
    power says what it does."""
    power = powers.by_rank.get(acted)
    if power is not None and power.see_through is not None:  # only the runs change
        return Folded(power.see_through(view, by))
    effect = NONE if power is None or power.effect is None else power.effect(
        view, cards, by, stock_empty, joker)
    top = PileView(0 if effect.lost else acted, cards[-1], effect.demand, effect.suit,
                   effect.owner, effect.nines, view.sixes, view.run_value, view.run_count,
                   ("joker",) if joker else ())
    return Folded(top, effect.burn, effect.king_pickup)


def _dead(view: PileView, card: Card, by: int, why: str) -> PileView:
    """Lay a card without effect (in a ladder, or not last in an answer): only its rank counts,
    and a king still has an owner for the ace's pickup."""
    value = 0 if is_joker(card) else VALUE[card]
    return dataclasses.replace(view, value=value, card=card, demand=None, suit=None,
                               owner=s13_king.owner_of_spent(card, by), nines_owed=0, via=(why,))


def extreme_fold(view: PileView, play: Play, rules: Ruleset, stock_empty: bool) -> Folded:
    """Lay one play on the Extreme pile and say what it causes."""
    cards = play.cards
    joker_six = rules.joker_six_counts
    if view.nines_owed:  # an answer to nines; only its last card acts, nothing burns inside it.
        return _answer(view, play, rules, stock_empty)
    first = cards[0]
    lead = 1
    while lead < len(cards) and _same_unit(cards[lead], first):
        lead += 1
    unit, rest = cards[:lead], cards[lead:]
    if s08_eight.starts(first, bool(rest)):  # a ladder: its cards have no effect (sixes count)
        why = s08_eight.rule_of(first)
        for card in cards:
            view = _dead(_count_run(view, card, joker_six), card, play.by, why)
        return Folded(view)  # R7: ladder cards have no effect, so four equal ones do not burn
    for card in unit:
        view = _count_run(view, card, joker_six)
    powers = powers_of(rules)
    folded = _lay_unit(powers, view, unit, play.by, stock_empty)
    if not rest:
        return _burn_check(folded, stock_empty)
    view = folded.view
    if view.demand == s02_two.DEMAND:  # the rest of the play is laid on the player's own 2.
        return extreme_fold(view, Play(play.by, rest), rules, stock_empty)
    # A red four's thrown card lands on it and acts.
    thrown = rest[0]
    folded = _lay_unit(powers, _count_run(view, thrown, joker_six), (thrown,), play.by,
                       stock_empty)
    return _burn_check(folded, stock_empty)


def _answer(view: PileView, play: Play, rules: Ruleset, stock_empty: bool) -> Folded:
    """Lay an answer to nines (R5): the cards before the acting part lie without effect
    (5s among them see-through), the acting part acts (a run of 9s as one, owing two cards per
    9), and 5s after it lie see-through on top."""
    cards, by, joker_six = play.cards, play.by, rules.joker_six_counts
    start, end = s09_nine.answer_parts(cards)
    nine = view
    for card in cards[:start]:
        view = _count_run(view, card, joker_six)
        if not s05_five.is_five(card):
            view = _dead(view, card, by, s09_nine.RULE)
    if start == end:  # nothing but 5s: they answer nothing, the nines are still owed
        return Folded(view)
    acting = tuple(c for c in cards[start:end] if not s05_five.is_five(c))
    for card in cards[start:end]:
        view = _count_run(view, card, joker_six)
    if is_joker(acting[-1]):  # every answer card is measured against the 9, a joker too
        view = dataclasses.replace(nine, sixes=view.sixes, run_value=view.run_value,
                                   run_count=view.run_count)
    powers = powers_of(rules)
    folded = _lay_unit(powers, view, acting, by, stock_empty)
    if folded.burn and not s09_nine.ends_burning(rules):
        folded = Folded(folded.view, events=folded.events)
    top = folded.view
    for card in cards[end:]:
        top = _live(powers, _count_run(top, card, joker_six), VALUE[card], (card,), by,
                    stock_empty, False).view
    note = s09_nine.acting(cards, start, end)
    return Folded(top, folded.burn, folded.king_pickup, (note, *folded.events))


def _same_unit(card: Card, first: Card) -> bool:
    return (is_joker(card) and is_joker(first)) or (
        not is_joker(card) and not is_joker(first) and VALUE[card] == VALUE[first]
    )


def _lay_unit(powers: Powers, view: PileView, unit: tuple[Card, ...], by: int,
              stock_empty: bool) -> Folded:
    """Lay equal cards, or jokers together, with their effect (a joker's borrowed one)."""
    if is_joker(unit[0]):
        acted = s15_joker.joker_acts_as(view.value, len(unit))
        folded = _live(powers, view, acted, unit, by, stock_empty, joker=True)
        covered = view.value if view.value in (None, JOKER_VALUE) else view.card or view.value
        note = s15_joker.acts_as(unit, covered, acted)
        return dataclasses.replace(folded, events=(note, *folded.events))
    return _live(powers, view, VALUE[unit[0]], unit, by, stock_empty, joker=False)


def _burn_check(folded: Folded, stock_empty: bool) -> Folded:
    """Four equal cards in a row burn (a 5 breaks the run; see the burning rule's module)."""
    view = folded.view
    burns = False if folded.burn else s19_burning.burns(view.run_count, view.run_value,
                                                        stock_empty)
    if burns is None:
        return dataclasses.replace(folded, events=(*folded.events, s04_four.dead()))
    if not burns:
        return folded
    return dataclasses.replace(folded, burn=s19_burning.burn(view.run_count, view.run_value))


# ---------------------------------------------------------------- the position's view


def fold(position: Position, view: PileView, play: Play) -> Folded:
    """Lay ``play`` on ``view`` by the rules of ``position``'s ruleset."""
    return _fold(position.ruleset, not position.stock, view, play)


@functools.lru_cache(maxsize=4096)
def _fold(rules: Ruleset, stock_empty: bool, view: PileView, play: Play) -> Folded:
    """:func:`fold`, remembered: a pure function of its arguments, asked again and again for
    the same 2 while a hand's plays on it are listed and judged."""
    return game_of(rules).fold(view, play, rules, stock_empty)


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

