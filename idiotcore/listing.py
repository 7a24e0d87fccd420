"""Listing legal moves: every candidate the rules could allow, each judged by the same
evaluation as :func:`idiotcore.check`, so the list and the verdicts never disagree."""

from __future__ import annotations

import bisect
import dataclasses
import functools
import itertools
import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import overload

from .cards import UNKNOWN, VALUE, Card
from .fours import gift_targets, live_four
from .moves import Move, parse_move, play_of
from .pile import PileView, acts_as_two, answer_parts, fold, view_of
from .placement import BEATS_NINE, SEQUENCE, ladder_steps, opens, units
from .position import Play, Player, Position
from .table import PROBE, Result, remove, seat_of, source_cards

Evaluate = Callable[[Position, Move, int], Result]
PICKUP, SJANSE, DONE, PASS = Move("pickup"), Move("sjanse"), Move("done"), Move("pass")


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
    if position.ruleset.family == "classic":
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
    part (:func:`~idiotcore.pile.answer_parts`) sorted, 9s first so the last of them is not a 9
    that would join the acting 9s; the acting part's own 5s moved before it (it acts alike
    with them or without) and its 9s sorted but the last; then the 5s that lie on top, sorted.
    Each card is judged against the 9 alone, so their order is free but for what acts.

    >>> canonical_answer(("KD", "9S", "5H", "9D", "5C"))
    ('5H', 'KD', '9S', '9D', '5C')
    >>> canonical_answer(("QD", "2C", "9S"))
    ('2C', 'QD', '9S')
    """
    start, end = answer_parts(cards)
    acting = [c for c in cards[start:end] if VALUE[c] != 5]
    before = [*cards[:start], *(c for c in cards[start:end] if VALUE[c] == 5)]
    return (*sorted(before, key=_nines_first), *sorted(acting[:-1]), *acting[-1:],
            *sorted(cards[end:]))


def _nines_first(card: Card) -> tuple[bool, Card]:
    """Sort key: 5s and 9s first, then the rest, each by code."""
    return VALUE[card] not in (5, 9), card


def _segments(cards: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """Split a play where a new play starts on a run of 2s (or jokers) laid first (§2): each
    part's first card must fit, so its place is kept."""
    parts: list[tuple[Card, ...]] = []
    start = 0
    while start < len(cards):
        run = units(cards[start:])[0]
        if VALUE[run[0]] in (0, 2) and start + len(run) < len(cards):
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
        while start < end and VALUE[cards[start]] == 5:
            start += 1
        while end > start and VALUE[cards[end - 1]] == 5:
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


class LegalMoves(MoveList):
    """The legal moves of the player to move, each once; ``in`` accepts any card order and
    move text."""

    def __init__(self, position: Position, parts: Iterable[Part]) -> None:
        super().__init__(parts)
        self._position = position

    def __contains__(self, move: object) -> bool:
        if isinstance(move, str):
            move = parse_move(move)
        if not isinstance(move, Move):
            return False
        return super().__contains__(canonical(self._position, move))


def _subsets(cards: list[Card], ordered: bool) -> Iterator[tuple[Card, ...]]:
    """Every non-empty sub-multiset of ``cards`` in canonical order; when the order matters
    (``ordered``), once for each distinct first card (it must fit) and each distinct last card
    (it acts), the rest sorted."""
    if not ordered:
        yield from _combos(cards)
        return
    seen: set[tuple[Card, ...]] = set()
    for combo in _combos(cards):
        for lead in _leads(combo):
            tails = _last_apart(lead[1:]) if len(lead) > 1 else [()]
            for key in ((lead[0], *tail) for tail in tails):
                if key not in seen:
                    seen.add(key)
                    yield key


def _leads(combo: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
    """``combo`` with each distinct card first, the rest sorted."""
    for first in sorted(set(combo)):
        rest = list(combo)
        rest.remove(first)
        yield (first, *sorted(rest))


def _combos(cards: list[Card]) -> Iterator[tuple[Card, ...]]:
    """Every non-empty sub-multiset of ``cards``, once each, sorted."""
    if len(set(cards)) == len(cards):  # no card twice (one deck): no repeats to weed out
        ranked = sorted(cards)
        for size in range(1, len(ranked) + 1):
            yield from itertools.combinations(ranked, size)
        return
    seen: set[tuple[Card, ...]] = set()
    for size in range(1, len(cards) + 1):
        for combo in itertools.combinations(sorted(cards), size):
            if combo not in seen:
                seen.add(combo)
                yield combo


def _plays(position: Position, pool: list[Card], view: PileView, prune: bool, short: bool,
           depth: int = 0, merged: int | None = None) -> Iterator[tuple[Card, ...] | Family]:
    """Candidate card sequences from ``pool`` (ladders and sequences in families of
    :class:`Chains`), judged later by the full evaluation, each once and in canonical order.
    With ``prune``, those whose first card can't open on the pile (:func:`opens`) are left
    out; with ``short``, Extreme plays that go on after the player's own 2 (§2) and ladders
    with two cards of one rank (§8). A play laid on the player's own 2 never starts with the
    rank in ``merged`` (the 2s or jokers just laid): those cards would join that run, a play
    listed with the longer run already."""
    rules = position.ruleset
    extreme = rules.family == "extreme"
    if extreme and view.nines_owed:
        yield from _answers(pool, view.nines_owed, short)
        return
    fits = {card: not prune or opens(position, view, card) for card in pool}
    groups: dict[int, list[Card]] = {}
    for card in pool:
        groups.setdefault(VALUE[card], []).append(card)
    may_follow_two = ((extreme and not short) or rules.extra_after_two or rules.two_with_card
                      ) and depth < 2
    for value, group in groups.items():
        if value == merged or not any(fits[card] for card in group):
            continue
        yield from (play for play in _subsets(group, extreme) if fits[play[0]])
        if not (value == 8 and extreme) and not (may_follow_two and value in (0, 2)):
            continue
        for combo in _combos(group):
            for unit in _leads(combo) if extreme else [combo]:
                rest = remove(unit, pool) if fits[unit[0]] else None
                if not rest:
                    continue
                if may_follow_two and (acts_as_two(view, unit) if extreme else VALUE[unit[0]] == 2):
                    after = fold(position, view, Play(position.to_move, unit)).view
                    for follow in _plays(position, rest, after, prune, short, depth + 1, value):
                        assert not isinstance(follow, Riders)  # a 2 leaves no nines owed
                        yield (dataclasses.replace(follow, head=(*unit, *follow.head))
                               if isinstance(follow, Chains) else (*unit, *follow))
                if value == 8 and not (short and len(unit) > 1):
                    yield from _ladders(unit, [c for c in rest if VALUE[c] != 8], short)
    if rules.sequences and not extreme:  # a sequence from a 2 is a 2 with one on it, above
        yield from _sequences(pool, fits, merged if depth else 2 if may_follow_two else None)
    if rules.jokers_as_tens and not extreme:
        tens = [c for c in pool if VALUE[c] in (0, 10)]
        yield from (unit for unit in _combos(tens)
                    if len({VALUE[c] for c in unit}) > 1 and fits[unit[0]])


def _answers(pool: list[Card], owed: int, short: bool) -> Iterator[tuple[Card, ...] | Riders]:
    """§9 (R5): ``owed`` cards that beat 9, in canonical form (:func:`canonical_answer`): the
    acting part last, one card or, for 9s, a run of them (the next player owes two per 9). With
    5s in ``pool`` (and not ``short``), each answer comes as :class:`Riders`, the 5s that may
    ride along before or on top of it."""
    answer = sorted(c for c in pool if VALUE[c] in BEATS_NINE)
    fives = sorted(c for c in pool if VALUE[c] == 5)
    splits = () if short or not fives else tuple(
        (before, on_top) for before in ((), *_combos(fives))
        for on_top in ((), *_combos(remove(before, fives) or [])))
    seen: set[tuple[Card, ...]] = set()
    for combo in itertools.combinations(answer, owed):
        for base in _acting_parts(combo):
            if base not in seen:
                seen.add(base)
                yield Riders(base, splits) if splits else base


def _acting_parts(combo: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
    """``combo`` (sorted, no 5s) in each canonical order that makes a different part act: each
    distinct card that is not a 9 last, and each run of its 9s (each distinct 9 last)."""
    for last in sorted({c for c in combo if VALUE[c] != 9}):
        yield canonical_answer((*(remove((last,), list(combo)) or []), last))
    nines = [c for c in combo if VALUE[c] == 9]
    for run in _combos(nines):
        rest = remove(run, list(combo)) or []
        if any(VALUE[c] == 9 for c in rest) and all(VALUE[c] == 9 for c in rest):
            continue  # those 9s would join the run
        for ordered in _last_apart(run):
            yield canonical_answer((*sorted(rest, key=_nines_first), *ordered))


def _ladders(start: tuple[Card, ...], pool: list[Card], single: bool) -> Iterator[Chains]:
    """§8: the families of ladders that begin with the 8s in ``start`` and climb on from
    ``pool`` (no 8s), one rank after another, one family per length (and per number of 6s,
    §6); equal cards in canonical order, any card of the top rank last. With ``single``, one
    card of each rank only."""
    by_value: dict[int, list[Card]] = {}
    for card in pool:
        by_value.setdefault(VALUE[card], []).append(card)
    steps: list[tuple[tuple[Card, ...], ...]] = []
    for value in ladder_steps(start[0])[1:]:
        cards = by_value.get(value)
        if not cards:
            break
        steps.append(tuple((c,) for c in sorted(set(cards))) if single else tuple(_combos(cards)))
    for length in range(1, len(steps) + 1):
        top = tuple(_last_apart(option) for option in steps[length - 1])
        family = (*steps[:length - 1], tuple(itertools.chain.from_iterable(top)))
        sixes = [i for i, options in enumerate(family) if VALUE[options[0][0]] == 6]
        if not sixes:
            yield Chains(start, family)
            continue
        at = sixes[0]
        for count in sorted({len(option) for option in family[at]}):
            same = tuple(option for option in family[at] if len(option) == count)
            yield Chains(start, (*family[:at], same, *family[at + 1:]))


def _last_apart(cards: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """Sorted ``cards`` with each distinct card last in turn (the last card lies on top)."""
    out = []
    for last in sorted(set(cards)):
        rest = list(cards)
        rest.remove(last)
        out.append((*rest, last))
    return out


def _sequences(pool: list[Card], fits: dict[Card, bool], skip: int | None
               ) -> Iterator[Chains]:
    """O8: runs of consecutive ranks (10 skipped, wrapping A-2-3), one card per rank, as one
    family per start and length; the first card must ``fit``, and its rank is not ``skip``."""
    by_value: dict[int, list[Card]] = {}
    for card in pool:
        by_value.setdefault(VALUE[card], []).append(card)
    for start in range(len(SEQUENCE)):
        if SEQUENCE[start] == skip:
            continue
        first = tuple((c,) for c in sorted(set(by_value.get(SEQUENCE[start], []))) if fits[c])
        steps = [first]
        for length in range(1, len(SEQUENCE)):
            options = tuple((c,) for c in sorted(set(by_value.get(
                SEQUENCE[(start + length) % len(SEQUENCE)], []))))
            if not first or not options:
                break
            steps.append(options)
            yield Chains((), tuple(steps))


def _four_options(position: Position, view: PileView, cards: tuple[Card, ...]) -> list[Move]:
    """A play, and when it ends in a live four, each gift or throw it allows (§4)."""
    four = live_four(position, view, cards)
    if four is None:
        return [play_of(cards)]
    seat = position.to_move
    player = position.player
    if four == "black":
        hand = remove(cards, list(player.hand)) if player.hand else []
        options = [play_of(cards)]
        for card in sorted(set(hand or [])):
            options += [Move("play", cards, give=(card, str(i)))
                        for i in gift_targets(position, seat)]
        return options
    left = player.face_up_cards() if player.hand else remove(cards, player.face_up_cards())
    return [play_of(cards)] + [Move("play", cards, throw=c) for c in sorted(set(left or []))]


def _swaps(player: Player) -> list[Move]:
    """Each hand card with each lone face-up card (O3, O4)."""
    singles = sorted({s[0] for s in player.face_up if len(s) == 1})
    return [Move("swap", (h, f)) for h in sorted(set(player.hand)) for f in singles]


def candidates(position: Position, prune: bool = True, short: bool = False) -> MoveList:
    """Every move the player to move might make, legal or not (a superset of the legal ones),
    each once: plays, then families (:class:`Chains`, :class:`Riders`), then the other moves.
    With ``prune``, plays whose first card can't open on the pile are left out (they are illegal whatever
    follows; the property tests check that against ``prune=False``); for ``short`` see
    :func:`idiotcore.legal_moves`."""
    player = position.player
    rules = position.ruleset
    classic = rules.family == "classic"
    if position.phase == "swap":
        return MoveList([(*_swaps(player), DONE)])
    moves: list[Move] = []
    families: set[Chains] = set()
    riders: set[Riders] = set()
    view = view_of(position)
    source = player.source
    if source in ("hand", "face_up"):
        pool = [c for c in source_cards(player) if c != UNKNOWN]
        plays: set[tuple[Card, ...]] = set()
        for play in _plays(position, pool, view, prune, short):
            if isinstance(play, Chains):
                families.add(play)
            elif isinstance(play, Riders):
                riders.add(play)
            else:
                plays.add(play)
        if source == "hand" and rules.last_hand_with_table and len(
                {VALUE[c] for c in player.hand}) == 1:
            same = [c for c in player.face_up_cards() if VALUE[c] == VALUE[player.hand[0]]]
            plays |= {canonical(position, Move("play", (*player.hand, *extra))).cards
                      for extra in _subsets(same, False)}
        for cards in sorted(plays):
            moves += _four_options(position, view, cards)
    others: list[Move] = []
    if source == "face_down":
        others += [Move("flip", column=i + 1) for i, c in enumerate(player.face_down)
                   if c is not None]
    if position.pile:
        others.append(PICKUP)
    if classic:
        if position.opening is not None:
            others.append(PASS)
        if rules.sjanse and position.stock:
            others.append(SJANSE)
        if rules.swap_any_time:
            others += _swaps(player)
        if rules.collecting:
            others += [Move("collect", (c,)) for c in sorted(set(player.hand))]
        others.append(DONE)
    else:
        others.append(PASS)
    return MoveList([tuple(moves), *sorted(families), *sorted(riders), tuple(others)])


def legal_moves_with(position: Position, evaluate: Evaluate, short: bool = False
                     ) -> LegalMoves:
    """The legal moves among :func:`candidates` (each once, in canonical order), judged by
    ``evaluate`` in PROBE mode; a family (:class:`Chains`, :class:`Riders`) by its first member (the rules
    judge its members alike)."""
    if position.is_over:
        return LegalMoves(position, [])
    parts: list[Part] = []
    classic = position.ruleset.family == "classic"
    for part in candidates(position, short=short).parts:
        if isinstance(part, Family):  # judged by its first member
            if evaluate(position, part[0], PROBE)[0].legal:
                parts.append(part)
            continue
        by_rank: dict[int, bool] = {}
        kept = []
        for move in part:
            rank = _one_rank(move) if classic else None
            legal = by_rank.get(rank) if rank is not None else None
            if legal is None:
                legal = evaluate(position, move, PROBE)[0].legal
                if rank is not None:
                    by_rank[rank] = legal
            if legal:
                kept.append(move)
        parts.append(tuple(kept))
    return LegalMoves(position, parts)


def _one_rank(move: Move) -> int | None:
    """The rank of a classic play of equal cards, which the rules judge by its rank alone
    (suits never matter, C3; how many cards only decides what burns, C10); None for any other
    move. Listing judges one play of each rank and holds the verdict for the rest."""
    if move.kind != "play" or move.give or move.throw:
        return None
    rank = VALUE[move.cards[0]]
    return rank if all(VALUE[card] == rank for card in move.cards) else None
