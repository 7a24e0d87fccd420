"""Extreme Idiot's plays of a hand (or of face-up cards), by part, never written out whole: the
plays of one rank, the ladders (§8), and the plays laid on the player's own 2s (§2; or on
jokers acting as a 2, §15), which a big hand counts by the million.

The engine's listing (:func:`~idiotcore.listing.candidates.candidate_plays`) writes a play on one's own 2
as a *head* U (a run of the player's 2s, any choice of them with each distinct first card),
then a follow-up F listed for the cards left on the pile as U leaves it,
``after = fold(V, U)`` (:func:`~idiotcore.judge.folding.fold`), by the same seat: a play of one rank
that is not U's, a ladder, or (up to :data:`~idiotcore.listing.candidates.FOLLOW_DEPTH`) a head with a
follow-up once more. The engine's judge (:func:`~idiotcore.judge.placement.extreme_play`) lets U + F
go on V when U's first card fits V, the sixes of the whole play do (§6), U acts as a 2 there
(:func:`~idiotcore.rules.extreme.s02_two.acts_as_two`) and F, judged on ``after`` as a play
of its own, goes. The fold counts U's sixes as the judge does (:attr:`PileView.sixes`, a 5
seen through, a 2 or a joker that is no six ending the run), so the sixes of U + F pass on V
exactly when U's pass on V (U alone goes there: :meth:`Tables.judged`) and F's on ``after``.
So the plays on a head are: per rank of the cards left, the compact core's own plays of that
rank on ``after`` (:meth:`Tables.plays_of`, with those that end in a four that acts apart,
§4: :func:`~idiotcore.judge.fours.live_four` reads a play past its 2s alike), and per choice of 8s
the ladders climbing on from the rest (:func:`~idiotcore.compact.listed.ladder_families` on
``after``), each remembered per pile state and the cards of its part, never per whole hand;
the random player draws from the parts by index (:func:`idiotcore.compact.core.draw`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..listing.candidates import FOLLOW_DEPTH, combos, leads
from ..model.cards import Card
from ..model.moves import Move, play_of
from ..rules.extreme.s02_two import acts_as_two
from .listed import Ladders, ladder_families
from .state import Cards, Game, State, bits, mask_of
from .tables import Tables

Head = tuple[Cards, tuple[Card, ...], int]
"""Cards laid first in a play (runs of the player's 2s, or nothing): their ints and codes,
and the pile state they leave."""
Part = tuple[Cards, tuple[Card, ...], tuple[tuple[Any, ...], ...]]
"""Plays that begin alike: the head's ints and codes (empty for plays of their own), and the
plays laid after it (``("play", ints, codes)``)."""


class OnHead:
    """Families of ladders (§8) with a head laid first (:data:`Head`'s codes; none for
    ladders of their own), as one sequence of the engine's moves, drawn by index."""

    __slots__ = ("head", "ladders")

    def __init__(self, head: tuple[Card, ...], ladders: Ladders) -> None:
        self.head = head
        self.ladders = ladders

    def __len__(self) -> int:
        return self.ladders.size

    def __getitem__(self, index: int) -> Move:
        for family, size in zip(self.ladders.families, self.ladders.sizes, strict=True):
            if index < size:
                return self._headed(family[index])
            index -= size
        raise IndexError(index)

    def __iter__(self) -> Iterator[Move]:
        return (self._headed(move) for family in self.ladders.families for move in family)

    def firsts(self) -> tuple[Move, ...]:
        """Each family's first member, with the head."""
        return tuple(self._headed(family[0]) for family in self.ladders.families)

    def _headed(self, move: Move) -> Move:
        return play_of((*self.head, *move.cards)) if self.head else move


class Laid:
    """The legal plays of a hand, gathered by part: :data:`Part` plays, those that end in a
    four that acts while there is a stock (§4, as parts too), and ladders (§8) by head;
    ``by_first`` when the ranks come in the order of each one's first card (else of each
    one's first card that opens); ``short`` for the short list (no heads, ladders one card a
    rank)."""

    __slots__ = ("by_first", "fours", "ladders", "parts", "short")

    def __init__(self, by_first: bool, short: bool) -> None:
        self.parts: list[Part] = []
        self.fours: list[Part] = []
        self.ladders: list[OnHead] = []
        self.by_first = by_first
        self.short = short


def joined(part: Part, play: tuple[Any, ...]) -> tuple[Any, ...]:
    """A play of a part, with the part's head laid first."""
    return ("play", part[0] + play[1], part[1] + play[2]) if part[1] else play


def legal_plays(game: Game, state: State, pool: int, short: bool = False) -> Laid:
    """Every legal play of the cards in ``pool`` (the player's hand or face-up cards) on a
    pile that owes no nines, by part (see the module docstring). They come in the order in
    which the compact core has always drawn them by index, so that seeded random games (the
    property tests', the benchmarks') stay the games they were: a hand with 2s that may take
    other cards in the engine's listing's order (:func:`~idiotcore.listing.candidates.candidate_plays`,
    ranks by their first card), another rank by rank from the lowest card that opens; with a
    stock, the plays that end in a four apart. With ``short``, those of the engine's short
    list: nothing laid after the player's own 2s, ladders from one 8, one card a rank."""
    tables = game.tables
    follow = pool & tables.may_open(state.view) & tables.two_like(state.view)
    laid = Laid(bool(follow and pool & ~tables.rank_of[(follow & -follow).bit_length() - 1]),
                short)
    _follow_ups(game, state, ((), (), state.view), pool, 0, None, laid)
    return laid


def _follow_ups(game: Game, state: State, head: Head, left: int, depth: int,
                merged: int | None, laid: Laid) -> None:
    """Add the plays of the cards ``left`` laid after ``head`` (nothing: plays of their own)
    on the pile state it leaves, as the engine's listing writes them at this ``depth``: per
    rank that opens there but ``merged`` (the head's last run's: those cards would join it),
    its plays, its ladders from the 8s, and its 2s (jokers) taking follow-ups of their own."""
    tables = game.tables
    ints, codes, at = head
    rank_of, values = tables.rank_of, tables.values
    fits = left & tables.may_open(at)
    ranks = left if depth or laid.by_first else fits
    while ranks:
        low = (ranks & -ranks).bit_length() - 1
        cards = left & rank_of[low]
        ranks &= ~cards
        if values[low] == merged or not cards & fits:
            continue
        plays, fours, every = tables.plays_of(at, cards)
        if not state.stock and laid.by_first:  # no four acts once the stock is out (§4)
            plays, fours = every, ()
        if plays:
            laid.parts.append((ints, codes, plays))
        if fours:
            (laid.fours if state.stock else laid.parts).append((ints, codes, fours))
        climbers = cards & tables.climbers & tables.may_open(at)
        if climbers and any(left & tables.ladder_next[eight] for eight in bits(climbers)):
            ladders = ladder_families(game, at, cards, left & ~cards, laid.short)
            if ladders.size:
                laid.ladders.append(OnHead(codes, ladders))
        if not laid.short and depth < FOLLOW_DEPTH and cards & tables.two_like(at) and (
                left & ~cards):
            for more, more_codes, after in heads(tables, at, state.to_move, not state.stock,
                                                  cards):
                _follow_ups(game, state, (ints + more, codes + more_codes, after),
                            left & ~mask_of(more), depth + 1, values[low], laid)


def heads(tables: Tables, view: int, seat: int, stock_empty: bool, cards: int
          ) -> tuple[Head, ...]:
    """The runs of ``cards`` (one rank's, a player's 2s or jokers) that the engine lets go on
    pile state ``view`` (:meth:`Tables.judged`) and that act as a 2 there
    (:func:`~idiotcore.rules.extreme.s02_two.acts_as_two`), as the engine's listing chooses
    them (:func:`~idiotcore.listing.candidates.combos`, each distinct first card), with the pile state
    each leaves; remembered per state, seat, stock and cards."""
    key = ("heads", view, seat, stock_empty, cards)
    found: tuple[Head, ...] | None = tables.families.get(key)
    if found is None:
        pile = tables.views[view]
        found = tuple((tables.carry(cards, unit), unit,
                       tables.step(view, stock_empty, seat, unit)[0])
                      for combo in combos([tables.codes[i] for i in bits(cards)])
                      for unit in leads(combo)
                      if tables.judged(view, unit) and acts_as_two(pile, unit))
        tables.families[key] = found
    return found
