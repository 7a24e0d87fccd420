"""Placement: may these cards go on the pile as it lies? Returns the reasons they may not.

The mechanism only (splitting a play into runs, folding its 2s, dispatching by the live demand
and the card's rank); each refusal is decided and worded by its rule module in
:mod:`idiotcore.rules`, classic (C3, C5, C9, O1, O5, O7, O8) and Extreme Idiot's paragraphs.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model.cards import VALUE, Card
from ..model.games import game_of, powers_of
from ..model.position import Play, Position
from ..model.powers import Powers
from ..model.rulesets import Ruleset
from ..model.verdict import Code, Reason
from ..rules.classic import c05_at_least_as_high, c09_two
from ..rules.extreme import (
    s01_at_least_as_high,
    s02_two,
    s05_five,
    s06_six,
    s08_eight,
    s09_nine,
    s16_no_childrens_rules,
)
from ..rules.optional import o1_jokers_as_tens, o5_tens_below_ten, o7_extra_after_two, o8_sequences
from .folding import PileView, fold, spot

__all__ = ["classic_opens", "classic_play", "extreme_card", "extreme_opens", "extreme_play", "judge_cards",
           "opens", "units"]



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


def _classic_refusal(view: PileView, card: Card, rules: Ruleset) -> Code | None:
    """Whether one card may open a classic play on ``view``: None, or the code of the refusal
    (the decision alone; :func:`_classic_card` words it). A 2 and a ten go on anything (C9,
    C10; O5 limits tens); a demand a house rule left on the pile says what may follow (H1);
    else a card must be at least as high as the top (C5)."""
    if c09_two.is_two(card) or view.value is None:
        return None
    if o1_jokers_as_tens.counts_as_ten(card):
        return o5_tens_below_ten.refusal(rules, view.value)
    demand = powers_of(rules).by_demand.get(view.demand)
    if demand is not None:
        return demand.follows(view, card)
    return c05_at_least_as_high.refusal(o1_jokers_as_tens.value(card), view.value)


def _classic_card(view: PileView, card: Card, rules: Ruleset, rule: str) -> list[Reason]:
    code = _classic_refusal(view, card, rules)
    if code is None:
        return []
    if code is Code.TEN_TOO_HIGH:
        return o5_tens_below_ten.refused(card, spot(view))
    if code is Code.TOO_LOW:
        return c05_at_least_as_high.refused(card, spot(view), rule)
    return powers_of(rules).refusals[code](card, spot(view), view)


def classic_play(position: Position, view: PileView, cards: tuple[Card, ...], seat: int,
                 rule: str = c05_at_least_as_high.RULE) -> list[Reason]:
    """Why these cards may not be laid now in classic Idiot (empty: they may); ``rule``: the
    rule cited for the card laid on a 2 (O7, P5), else C5."""
    rules = position.ruleset
    runs = units(cards, o1_jokers_as_tens.value)
    if len(runs) > 1 and c09_two.is_two(cards[0]) and o7_extra_after_two.allows(rules):
        after = fold(position, view, Play(seat, runs[0])).view
        return classic_play(position, after, cards[len(runs[0]):], seat,
                            o7_extra_after_two.cites(rules))
    if len(runs) > 1:
        if c09_two.is_two(cards[0]):
            return c09_two.alone(cards)
        if not rules.sequences:
            return c05_at_least_as_high.not_equal(cards, rule)
        if len(runs) != len(cards) or not o8_sequences.is_sequence(cards):
            return o8_sequences.refused(cards)
    return _classic_card(view, cards[0], rules, rule)


# ---------------------------------------------------------------- extreme


def _extreme_refusal(powers: Powers, view: PileView, card: Card) -> Code | None:
    """Whether one card may open an Extreme play on ``view``: None, or the code of the refusal
    (the decision alone; :func:`extreme_card` words it). The live demand's power says what
    may follow it, the card's own power where it may not go, and a card lying without its
    effect what it still refuses; else the card must be at least as high (§1)."""
    if s05_five.is_five(card):
        return None
    demand = powers.by_demand.get(view.demand)
    own = powers.of(card)
    code = (demand.follows(view, card) if demand else None) or (
        own.barred(view.value) if own else None)
    if code is not None or (demand and demand.binding) or view.value is None:
        return code
    under = powers.by_rank.get(view.value)
    if under is not None and (spent := under.spent(card)) is not None:
        return spent
    return s01_at_least_as_high.refusal(card, view.value)


def extreme_card(powers: Powers, view: PileView, card: Card) -> list[Reason]:
    """Why one card may not be laid on ``view`` in Extreme Idiot (its first card of a play):
    the words of the power that refused it."""
    code = _extreme_refusal(powers, view, card)
    if code is None:
        return []
    words = powers.refusals.get(code)
    if words is None:
        return s01_at_least_as_high.refused(card, spot(view))
    return words(card, spot(view), view)


def _sixes(view: PileView, cards: tuple[Card, ...], rules: Ruleset) -> list[Reason]:
    third = s06_six.third_six(view.sixes, cards, rules.joker_six_counts)
    return [] if third is None else s06_six.refused(third)


def _answer(view: PileView, cards: tuple[Card, ...], rules: Ruleset) -> list[Reason]:
    """An answer to nines: the cards owed, each beating 9 (5s riding along), then sixes."""
    if s09_nine.answers(view.nines_owed, cards):
        return _sixes(view, cards, rules)
    return s09_nine.refused(spot(view), view.nines_owed, cards)


def extreme_play(position: Position, view: PileView, cards: tuple[Card, ...], seat: int
                 ) -> list[Reason]:
    """Why these cards may not be laid now in Extreme Idiot (empty: they may)."""
    rules = position.ruleset
    if view.nines_owed:
        return _answer(view, cards, rules)
    runs = units(cards)
    first = runs[0]
    found = extreme_card(powers_of(rules), view, first[0])
    if found:
        return found
    found = _sixes(view, cards, rules)
    if found:
        if s08_eight.starts(cards[0], len(runs) > 1):
            found.append(s08_eight.sixes_count(cards[0]))
        return found
    if len(runs) == 1:
        return []
    if s08_eight.starts(cards[0], more=True):
        return s08_eight.refused(cards)
    if s02_two.acts_as_two(view, first):  # the rest is laid on the player's own 2.
        after = fold(position, view, Play(seat, first)).view
        found = extreme_play(position, after, cards[len(first):], seat)
        if found:
            found.append(s02_two.owed(cards[len(first):]))
        return found
    return s16_no_childrens_rules.refused(cards)


def classic_opens(position: Position, view: PileView, card: Card) -> bool:
    """May a classic play that begins with ``card`` go on ``view`` at all (P3's rank, then the
    card alone against the pile)?"""
    if position.opening is not None and VALUE[card] != position.opening:  # P3
        return False
    return _classic_refusal(view, card, position.ruleset) is None


def extreme_opens(rules: Ruleset, view: PileView, card: Card) -> bool:
    """May an Extreme play that begins with ``card`` go on ``view`` at all (an answer to nines
    is judged whole)?"""
    return bool(view.nines_owed) or _extreme_refusal(powers_of(rules), view, card) is None


def opens(position: Position, view: PileView, card: Card) -> bool:
    """May a play that begins with ``card`` go on ``view`` at all? Both judges start by
    judging the first card alone against the pile (an answer to nines excepted), so a play
    whose first card fails is illegal whatever follows; listing skips those early.

    >>> from idiotcore import from_notation
    >>> from idiotcore.judge.folding import view_of
    >>> p = from_notation("classic/0/A:7H9C::;B:xxxxxx::/1.8D/10/0")
    >>> opens(p, view_of(p), "7H"), opens(p, view_of(p), "9C")
    (False, True)
    """
    return game_of(position.ruleset).opens(position, view, card)


def judge_cards(position: Position, view: PileView, cards: tuple[Card, ...], seat: int
                ) -> list[Reason]:
    """Why ``cards`` may not go on ``view`` now, by the position's ruleset (empty: they may)."""
    return game_of(position.ruleset).judge_cards(position, view, cards, seat)
