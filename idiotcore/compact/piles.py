"""The deck as ints and the pile states as small ints, with the engine's answers per state.

A pile state is the engine's own :class:`~idiotcore.judge.folding.PileView`, interned to a small
int. Per state, the cards that may open a play, fit when turned blind or take a 2's effect, what
a play does to the pile and whether its player goes on, each asked of the engine's rule
functions (:func:`~idiotcore.judge.placement.opens`,
:func:`~idiotcore.judge.placement.judge_cards`, :func:`~idiotcore.rules.extreme.s02_two.acts_as_two`,
:func:`~idiotcore.judge.folding.fold`, :func:`~idiotcore.judge.table.continues`) the first time
and kept; nothing here decides a rule.
"""

from __future__ import annotations

from typing import Any

from ..judge.folding import EMPTY, PileView, fold, view_of
from ..judge.placement import judge_cards, opens
from ..judge.table import continues
from ..model.cards import JOKER_VALUE, VALUE, Card
from ..model.games import game_of
from ..model.position import Play, Position, evolve, full_deck
from ..model.rulesets import Ruleset
from ..rules.extreme.s02_two import acts_as_two

Step = tuple[int, bool, int | None]
"""What a play does to the pile: the next state's id, whether the pile burns, and whose king
an ace sends the pile to (§13), if anyone's."""


class Piles:
    """The deck of one ruleset and table size as ints (an int is an index into
    :func:`~idiotcore.model.position.full_deck`; a multi-deck game's equal cards are different
    ints with the same code), the pile states met, and per state the cards that may open a
    play (a bit mask), the cards that fit when turned blind, and each play's effect."""

    def __init__(self, ruleset: Ruleset, players: int) -> None:
        self.ruleset = ruleset
        self.codes: tuple[Card, ...] = full_deck(ruleset, players)
        self.values = tuple(VALUE[code] for code in self.codes)
        self.rank_masks: dict[int, int] = {}
        """Per rank value, the mask of the deck's cards of that rank."""
        for i, value in enumerate(self.values):
            self.rank_masks[value] = self.rank_masks.get(value, 0) | 1 << i
        self.ranks = tuple(self.rank_masks[value] for value in sorted(self.rank_masks))
        """The rank masks, lowest rank first (the engine lists plays by code: any order of
        the families will do, the list is compared as a set)."""
        self.rank_of = tuple(self.rank_masks[value] for value in self.values)
        """Per card, the mask of its rank."""
        self.jokers = self.rank_masks.get(JOKER_VALUE, 0).bit_count()
        """How many jokers the deck holds (laid together, they act as a rank further down)."""
        self.ints: dict[Card, tuple[int, ...]] = {}
        """Per card code, the ints that carry it (more than one in a multi-deck game)."""
        for i, code in enumerate(self.codes):
            self.ints[code] = (*self.ints.get(code, ()), i)
        self.probe = Position(ruleset=ruleset, players=())
        """A table with this ruleset and nothing on it: the engine's placement functions read
        only the ruleset (and the opening round, which the compact core leaves to the engine)."""
        self.stocked = Position(ruleset=ruleset, players=(), stock=("??",))
        """The probe table with a stock (the pile reads only whether it is empty)."""
        self.by_seat = game_of(ruleset).owners_matter
        """Whether a play's effect depends on its player (in Extreme Idiot, where a king or a
        2 is its player's, §2, §13)."""
        self.views: list[PileView] = []
        self._ids: dict[PileView, int] = {}
        self.fits: list[int] = []
        """Per state, :meth:`may_open` (-1 until asked for)."""
        self._asked: dict[tuple[int, int], int] = {}
        self.blind: list[int] = []
        """Per state, :meth:`fitting_blind` (-1 until asked for)."""
        self._two_like: list[int] = []
        """Per state, :meth:`two_like` (-1 until asked for)."""
        self.steps: dict[tuple[int, bool, int, tuple[Card, ...]], Step] = {}
        """Per state, stock emptiness, seat (where :attr:`by_seat`) and play, :meth:`step`."""
        self.goes_on: dict[tuple[int, int, tuple[Card, ...], int], bool] = {}
        self.empty = self.intern(EMPTY)

    def per_play(self) -> tuple[dict[Any, Any], ...]:
        """The answers kept per play or opening round's rank, not per state alone (those
        that :meth:`Tables.trim <idiotcore.compact.tables.Tables.trim>` may forget)."""
        return self.steps, self.goes_on, self._asked

    def intern(self, view: PileView) -> int:
        """The small int of a pile state (its rows are filled when first asked for)."""
        found = self._ids.get(view)
        if found is not None:
            return found
        number = len(self.views)
        self._ids[view] = number
        self.views.append(view)
        self.fits.append(-1)
        self.blind.append(-1)
        self._two_like.append(-1)
        return number

    def may_open(self, view: int, asked: int | None = None) -> int:
        """The mask of the cards that may open a play on state ``view``
        (:func:`~idiotcore.judge.placement.opens`), in the opening round (P3) when it ``asked``
        for a rank."""
        found = self.fits[view] if asked is None else self._asked.get((view, asked), -1)
        if found < 0:
            probe = self.probe if asked is None else evolve(self.probe, opening=asked)
            found = 0
            for i, code in enumerate(self.codes):
                if opens(probe, self.views[view], code):
                    found |= 1 << i
            if asked is None:
                self.fits[view] = found
            else:
                self._asked[view, asked] = found
        return found

    def fitting_blind(self, view: int) -> int:
        """The mask of the cards that fit on state ``view`` when turned blind
        (:func:`~idiotcore.judge.placement.judge_cards` finds nothing against them)."""
        found = self.blind[view]
        if found < 0:
            found = 0
            for i, code in enumerate(self.codes):
                if not judge_cards(self.probe, self.views[view], (code,), 0):
                    found |= 1 << i
            self.blind[view] = found
        return found

    def two_like(self, view: int) -> int:
        """The mask of the cards that take a 2's effect on state ``view``, alone or with equal
        cards (jokers: up to as many as the deck holds;
        :func:`~idiotcore.rules.extreme.s02_two.acts_as_two`, §2, §15): what follows them in the
        same play is laid on the player's own 2."""
        found = self._two_like[view]
        if found < 0:
            pile = self.views[view]
            found = 0
            together = range(1, max(2, self.jokers) + 1)  # as many jokers as the deck holds
            for i, code in enumerate(self.codes):
                if any(acts_as_two(pile, (code,) * count) for count in together):
                    found |= 1 << i
            self._two_like[view] = found
        return found

    def step(self, view: int, stock_empty: bool, by: int, cards: tuple[Card, ...]) -> Step:
        """The pile state after ``cards`` are laid on state ``view``, and whether it burns."""
        key = (view, stock_empty, by if self.by_seat else 0, cards)
        found = self.steps.get(key)
        if found is None:
            folded = fold(self.probe if stock_empty else self.stocked, self.views[view],
                          Play(by, cards))
            found = self.intern(folded.view), folded.burn is not None, folded.king_pickup
            self.steps[key] = found
        return found

    def read_without_stock(self, pile: tuple[tuple[int, tuple[int, ...]], ...]) -> int:
        """The pile state of these plays read with no stock
        (:func:`~idiotcore.judge.folding.view_of`), as the engine reads the pile once the stock
        has run out (R10)."""
        plays = tuple(Play(by, tuple(self.codes[i] for i in cards)) for by, cards in pile)
        return self.intern(view_of(Position(ruleset=self.ruleset, players=(), pile=plays)))

    def goes_on_after(self, view: int, seat: int, cards: tuple[Card, ...], drawn: int) -> bool:
        """Whether the player who laid ``cards`` (leaving state ``view``) and drew the cards of
        the mask ``drawn`` moves again (:func:`~idiotcore.judge.table.continues`; the cards
        drawn went to the hand, where their order means nothing)."""
        key = (view, seat, cards, drawn)
        found = self.goes_on.get(key)
        if found is None:
            drew = tuple(self.codes[i] for i in range(drawn.bit_length()) if drawn >> i & 1)
            found = continues(self.probe, self.views[view], seat, Play(seat, cards), drew)
            self.goes_on[key] = found
        return found
