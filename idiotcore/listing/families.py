"""Families of legal moves kept as choices (Extreme's ladders, §8, classic sequences, O8, and the
5s that ride along in an answer to nines, §9), the list that holds them without writing them
out, and the canonical form every listed move takes."""

from __future__ import annotations

import bisect
import dataclasses
import functools
import itertools
import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import overload

from ..judge.folding import view_of
from ..judge.placement import units
from ..judge.table import seat_of
from ..model.cards import UNKNOWN, VALUE, Card
from ..model.games import game_of
from ..model.hands import from_hand
from ..model.moves import Move, MoveError, parse_move, play_of
from ..model.position import Position
from ..rules.extreme.s02_two import may_act_as_two
from ..rules.extreme.s05_five import is_five
from ..rules.extreme.s09_nine import answer_parts, is_nine


def canonical(position: Position, move: Move) -> Move:
    """The form :func:`legal_moves` lists a move in: cards whose order has no effect sorted.

    In classic Idiot suits never matter, so every run of equal cards is sorted. In Extreme
    Idiot the first card of a play must fit the pile (a jack's suit, §11) and the last one
    acts, so those keep their place and only the cards in between are sorted (an answer to
    nines: see :func:`canonical_answer`).
    """
    if move.actor is not None and seat_of(position, move.actor) == position.to_move:
        move = move.without_actor()
    cards = move.cards
    if move.kind != "play" or len(cards) < 2:
        return move
    if not game_of(position.ruleset).play_order_matters:
        ordered = tuple(card for run in units(cards) for card in sorted(run))
    elif len(cards) < 3:
        return move
    elif view_of(position).nines_owed:
        ordered = canonical_answer(cards)
    else:
        out: list[Card] = []
        for segment in _segments(cards[:-1]):
            out.append(segment[0])
            for run in units(segment[1:]):
                out += sorted(run)
        ordered = (*out, cards[-1])
    return move if ordered == cards else dataclasses.replace(move, cards=ordered)


def canonical_answer(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """An answer to nines in the form listing writes it (§9, R5): the cards before the acting
    part (:func:`~idiotcore.rules.extreme.s09_nine.answer_parts`) sorted, 9s first so the last
    of them is not a 9 that would join the acting 9s; the acting part's own 5s moved before it (it acts alike
    with them or without) and its 9s sorted but the last; then the 5s that lie on top, sorted.
    Each card is judged against the 9 alone, so their order is free but for what acts.

    >>> canonical_answer(("KD", "9S", "5H", "9D", "5C"))
    ('5H', 'KD', '9S', '9D', '5C')
    >>> canonical_answer(("QD", "2C", "9S"))
    ('2C', 'QD', '9S')
    """
    start, end = answer_parts(cards)
    acting = [c for c in cards[start:end] if not is_five(c)]
    before = [*cards[:start], *(c for c in cards[start:end] if is_five(c))]
    return (*sorted(before, key=nines_first), *sorted(acting[:-1]), *acting[-1:],
            *sorted(cards[end:]))


def nines_first(card: Card) -> tuple[bool, Card]:
    """Sort key: 5s and 9s first, then the rest, each by code."""
    return not (is_five(card) or is_nine(card)), card


def _segments(cards: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """Split a play where a new play starts on a run of 2s (or jokers) laid first (§2): each
    part's first card must fit, so its place is kept."""
    parts: list[tuple[Card, ...]] = []
    start = 0
    while start < len(cards):
        run = units(cards[start:])[0]
        if may_act_as_two(run[0]) and start + len(run) < len(cards):
            parts.append(cards[start:start + len(run)])
            start += len(run)
        else:
            parts.append(cards[start:])
            break
    return parts


@dataclasses.dataclass(frozen=True, order=True)
class Chains:
    """A family of plays that climb rank by rank, kept as choices, not one by one: Extreme's
    ladders (§8, a big hand has hundreds of thousands) and classic sequences (O8). A member is
    the ``head`` (for a ladder the 8s, after any 2s laid first, §2), then one option of each of
    ``steps`` in turn. A step's options are its rank's cards in canonical order; the last
    step's options end on each card that can lie on top.

    The rules judge every member alike, so one member's verdict holds for the whole family:
    the cards after the first count by rank only (a ladder's have no effect, §8; in classic
    Idiot suits never matter), sixes by their number (§6: a family holds one number of 6s), and
    no member ends in a live four (§4).
    """

    head: tuple[Card, ...]
    steps: tuple[tuple[tuple[Card, ...], ...], ...]

    def __len__(self) -> int:
        return math.prod(len(options) for options in self.steps)

    def __getitem__(self, index: int) -> Move:
        if not 0 <= index < len(self):
            raise IndexError(index)
        cards: list[Card] = []
        for options in reversed(self.steps):
            index, at = divmod(index, len(options))
            cards[:0] = options[at]
        return play_of((*self.head, *cards))

    def __iter__(self) -> Iterator[Move]:
        for choice in itertools.product(*self.steps):
            yield play_of((*self.head, *itertools.chain.from_iterable(choice)))

    def __contains__(self, move: object) -> bool:
        if not isinstance(move, Move) or move != Move("play", move.cards):
            return False
        cards, at = move.cards, len(self.head)
        if cards[:at] != self.head:
            return False
        for options in self.steps:
            end, rank = at, VALUE[options[0][0]]
            while end < len(cards) and VALUE[cards[end]] == rank:
                end += 1
            if cards[at:end] not in options:
                return False
            at = end
        return at == len(cards)


@dataclasses.dataclass(frozen=True, order=True)
class Riders:
    """An answer to nines with the 5s that may ride along (§9, R5), kept as choices: a member
    is ``before`` + ``base`` + ``on_top`` for each pair of :attr:`splits`. 5s count for
    nothing in an answer, so the rules judge every member as they judge the ``base``."""

    base: tuple[Card, ...]
    splits: tuple[tuple[tuple[Card, ...], tuple[Card, ...]], ...]
    """(5s laid before the answer's acting part, 5s laid on top), sorted, ``((), ())`` first."""

    def __len__(self) -> int:
        return len(self.splits)

    def __getitem__(self, index: int) -> Move:
        before, on_top = self.splits[index]
        return play_of((*before, *self.base, *on_top))

    def __iter__(self) -> Iterator[Move]:
        return (self[i] for i in range(len(self)))

    def __contains__(self, move: object) -> bool:
        if not isinstance(move, Move) or move != Move("play", move.cards):
            return False
        cards = move.cards
        start, end = 0, len(cards)
        while start < end and is_five(cards[start]):
            start += 1
        while end > start and is_five(cards[end - 1]):
            end -= 1
        return cards[start:end] == self.base and (cards[:start], cards[end:]) in self.splits


Family = Chains | Riders
"""Moves kept as choices, not written out; each family is judged by its first member."""
Part = tuple[Move, ...] | Family


class MoveList(Sequence[Move]):
    """Moves in parts, each a tuple of moves listed one by one or a family of
    :class:`Chains`; counted, indexed and searched without writing the families out."""

    def __init__(self, parts: Iterable[Part]) -> None:
        self.parts = tuple(part for part in parts if len(part))
        self._ends = list(itertools.accumulate(len(part) for part in self.parts))

    @functools.cached_property
    def _listed(self) -> frozenset[Move]:
        """The moves listed one by one, for ``in`` (made on the first search)."""
        return frozenset(move for part in self.parts if isinstance(part, tuple) for move in part)

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    @overload
    def __getitem__(self, index: int) -> Move: ...

    @overload
    def __getitem__(self, index: slice) -> list[Move]: ...

    def __getitem__(self, index: int | slice) -> Move | list[Move]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        part = bisect.bisect_right(self._ends, index)
        return self.parts[part][index - (self._ends[part - 1] if part else 0)]

    def __iter__(self) -> Iterator[Move]:
        for part in self.parts:
            yield from part

    def __contains__(self, move: object) -> bool:
        return move in self._listed or any(
            move in part for part in self.parts if isinstance(part, Family))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({len(self)} moves)"

    def firsts(self) -> Iterator[Move]:
        """Each move listed one by one, and the first member of each family of
        :class:`Chains` or :class:`Riders` (the rules judge its members alike): a look at every
        kind of move, however long the list."""
        for part in self.parts:
            yield from part if isinstance(part, tuple) else (part[0],)

    def places(self, *kinds: str) -> list[int]:
        """Where the moves of these kinds lie (families of chains are plays: not looked into)."""
        places, start = [], 0
        for part, end in zip(self.parts, self._ends, strict=True):
            if isinstance(part, tuple):
                places += [start + i for i, move in enumerate(part) if move.kind in kinds]
            start = end
        return places


HAND_MOVES = ("play", "swap", "collect")
"""The moves that name cards from the hand (a swap names its hand card first)."""


class LegalMoves(MoveList):
    """The legal moves of the player to move, each once; ``in`` accepts any card order and
    move text. Where the player holds hand cards nobody knows (:attr:`any_from_hand`), a move
    with cards from the hand is judged when ``in`` names it: those moves can't be listed."""

    def __init__(self, position: Position, parts: Iterable[Part],
                 judge: Callable[[Position, Move], bool]) -> None:
        super().__init__(parts)
        self._position = position
        self._judge = judge

    @property
    def any_from_hand(self) -> bool:
        """True when the player to move holds hand cards typed as ``??``: besides the moves
        listed, they may lay (or swap, O3, or collect, O2) cards from the hand, and such a move
        is judged once its cards are named (R22). The list is then never the whole story, even
        when it is empty.

        >>> from idiotcore import from_notation, legal_moves
        >>> moves = legal_moves(from_notation("extreme/1/A:7C::;B:xxxxxx:9H:xx/-/12/0"))
        >>> len(moves), moves.any_from_hand, "play 9D" in moves, "play 9H" in moves
        (0, True, True, False)
        """
        position = self._position
        return not position.is_over and UNKNOWN in position.player.hand

    def __contains__(self, move: object) -> bool:
        if isinstance(move, str):
            move = parse_move(move)
        if not isinstance(move, Move):
            return False
        move = canonical(self._position, move)
        if super().__contains__(move):
            return True
        named = move.cards[:1] if move.kind == "swap" else move.cards
        if not (move.kind in HAND_MOVES and self.any_from_hand
                and from_hand(self._position, self._position.to_move, named) is not None):
            return False
        try:
            return self._judge(self._position, move)
        except MoveError:  # a gift of a card the hand can't hold
            return False
