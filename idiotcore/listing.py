"""Listing legal moves: every candidate the rules could allow, each judged by the same
evaluation as :func:`idiotcore.check`, so the list and the verdicts never disagree."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Iterable, Iterator

from .cards import UNKNOWN, VALUE, Card
from .fours import gift_targets, live_four
from .moves import Move, parse_move
from .pile import PileView, acts_as_two, fold, view_of
from .placement import BEATS_NINE, SEQUENCE, ladder_steps, opens, units
from .position import Play, Player, Position
from .table import PROBE, Result, remove, seat_of, source_cards

Evaluate = Callable[[Position, Move, int], Result]


def canonical(position: Position, move: Move) -> Move:
    """The form :func:`legal_moves` lists a move in: cards whose order has no effect sorted.

    In classic Idiot suits never matter, so every run of equal cards is sorted. In Extreme
    Idiot the first card of a play must fit the pile (a jack's suit, §11) and the last one
    acts, so those keep their place and only the cards in between are sorted (in an answer to
    nines all but the last card are judged alone against the 9, so their order is free).
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
        ordered = (*sorted(cards[:-1]), cards[-1])
    else:
        out: list[Card] = []
        for segment in _segments(cards[:-1]):
            out.append(segment[0])
            for run in units(segment[1:]):
                out += sorted(run)
        ordered = (*out, cards[-1])
    return move if ordered == cards else dataclasses.replace(move, cards=ordered)


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


class LegalMoves(list[Move]):
    """The legal moves of the player to move, each once; ``in`` accepts any card order."""

    def __init__(self, position: Position, moves: Iterable[Move]) -> None:
        super().__init__(moves)
        self._position = position
        self._keys = set(self)

    def __contains__(self, move: object) -> bool:
        if isinstance(move, str):
            move = parse_move(move)
        if not isinstance(move, Move):
            return False
        return canonical(self._position, move) in self._keys


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
            for last in sorted(set(lead[1:])) if len(lead) > 1 else [None]:
                if last is None:
                    key = lead
                else:
                    middle = list(lead[1:])
                    middle.remove(last)
                    key = (lead[0], *middle, last)
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
           depth: int = 0) -> Iterator[tuple[Card, ...]]:
    """Candidate card sequences from ``pool``, judged later by the full evaluation. With
    ``prune``, those whose first card can't open on the pile (:func:`opens`) are left out;
    with ``short``, Extreme plays that go on after the player's own 2 (§2) and ladders with
    two cards of one rank (§8)."""
    rules = position.ruleset
    extreme = rules.family == "extreme"
    if extreme and view.nines_owed:
        yield from _answers(pool, view.nines_owed)
        return
    fits = {card: not prune or opens(position, view, card) for card in pool}
    groups: dict[int, list[Card]] = {}
    for card in pool:
        groups.setdefault(VALUE[card], []).append(card)
    may_follow_two = ((extreme and not short) or rules.extra_after_two or rules.two_with_card
                      ) and depth < 2
    for value, group in groups.items():
        if not any(fits[card] for card in group):
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
                    for follow in _plays(position, rest, after, prune, short, depth + 1):
                        yield (*unit, *follow)
                if value == 8 and not (short and len(unit) > 1):
                    yield from _ladders(unit, [c for c in rest if VALUE[c] != 8], short)
    if rules.sequences and not extreme:
        yield from (play for play in _sequences(pool) if fits[play[0]])
    if rules.jokers_as_tens and not extreme:
        tens = [c for c in pool if VALUE[c] in (0, 10)]
        yield from (unit for unit in _combos(tens)
                    if len({VALUE[c] for c in unit}) > 1 and fits[unit[0]])


def _answers(pool: list[Card], owed: int) -> Iterator[tuple[Card, ...]]:
    """§9: ``owed`` cards that beat 9, the last one distinct (it acts)."""
    answer = sorted(c for c in pool if VALUE[c] in BEATS_NINE)
    seen: set[tuple[Card, ...]] = set()
    for combo in itertools.combinations(answer, owed):
        for last in sorted(set(combo)):
            rest = list(combo)
            rest.remove(last)
            key = (*rest, last)
            if key not in seen:
                seen.add(key)
                yield key


def _ladders(start: tuple[Card, ...], pool: list[Card], single: bool
             ) -> Iterator[tuple[Card, ...]]:
    """§8: ladders that begin with the 8s in ``start`` and climb on from ``pool`` (no 8s), one
    rank after another; equal cards in canonical order, any card of the top rank last. With
    ``single``, one card of each rank only."""
    steps = ladder_steps(start[0])
    by_value: dict[int, list[Card]] = {}
    for card in pool:
        by_value.setdefault(VALUE[card], []).append(card)

    def grow(ladder: tuple[Card, ...], index: int) -> Iterator[tuple[Card, ...]]:
        if index >= len(steps):
            return
        cards = by_value.get(steps[index], [])
        for step in [(c,) for c in sorted(set(cards))] if single else _combos(cards):
            for last in sorted(set(step)):
                rest = list(step)
                rest.remove(last)
                yield (*ladder, *rest, last)
            yield from grow((*ladder, *step), index + 1)

    yield from grow(start, 1)


def _sequences(pool: list[Card]) -> Iterator[tuple[Card, ...]]:
    """O8: runs of consecutive ranks (10 skipped, wrapping A-2-3), one card per rank."""
    by_value: dict[int, list[Card]] = {}
    for card in pool:
        by_value.setdefault(VALUE[card], []).append(card)
    for start in range(len(SEQUENCE)):
        chains: list[tuple[Card, ...]] = [()]
        for length in range(len(SEQUENCE)):
            options = sorted(set(by_value.get(SEQUENCE[(start + length) % len(SEQUENCE)], [])))
            if not options:
                break
            chains = [(*chain, card) for chain in chains for card in options]
            if length >= 1:
                yield from chains


def _four_options(position: Position, view: PileView, cards: tuple[Card, ...]) -> list[Move]:
    """A play, and when it ends in a live four, each gift or throw it allows (§4)."""
    four = live_four(position, view, cards)
    if four is None:
        return [Move("play", cards)]
    seat = position.to_move
    player = position.player
    if four == "black":
        hand = remove(cards, list(player.hand)) if player.hand else []
        options = [Move("play", cards)]
        for card in sorted(set(hand or [])):
            options += [Move("play", cards, give=(card, str(i)))
                        for i in gift_targets(position, seat)]
        return options
    return [Move("play", cards)] + [Move("play", cards, throw=c) for c in sorted(set(
        player.face_up_cards()))]


def _swaps(player: Player) -> list[Move]:
    """Each hand card with each lone face-up card (O3, O4)."""
    singles = sorted({s[0] for s in player.face_up if len(s) == 1})
    return [Move("swap", (h, f)) for h in sorted(set(player.hand)) for f in singles]


def candidates(position: Position, prune: bool = True, short: bool = False) -> list[Move]:
    """Every move the player to move might make, legal or not (a superset of the legal ones).
    With ``prune``, plays whose first card can't open on the pile are left out (they are
    illegal whatever follows; the property tests check that against ``prune=False``); for
    ``short`` see :func:`idiotcore.legal_moves`."""
    player = position.player
    rules = position.ruleset
    classic = rules.family == "classic"
    moves: list[Move] = []
    if position.phase == "swap":
        return [*_swaps(player), Move("done")]
    view = view_of(position)
    source = player.source
    if source in ("hand", "face_up"):
        pool = [c for c in source_cards(player) if c != UNKNOWN]
        plays = set(_plays(position, pool, view, prune, short))
        if source == "hand" and rules.last_hand_with_table and len(
                {VALUE[c] for c in player.hand}) == 1:
            same = [c for c in player.face_up_cards() if VALUE[c] == VALUE[player.hand[0]]]
            plays |= {(*player.hand, *extra) for extra in _subsets(same, False)}
        for cards in sorted(plays):
            moves += _four_options(position, view, cards)
    elif source == "face_down":
        moves += [Move("flip", column=i + 1) for i, c in enumerate(player.face_down)
                  if c is not None]
    if position.pile:
        moves.append(Move("pickup"))
    if classic:
        if rules.sjanse and position.stock:
            moves.append(Move("sjanse"))
        if rules.swap_any_time:
            moves += _swaps(player)
        if rules.collecting:
            moves += [Move("collect", (c,)) for c in sorted(set(player.hand))]
        moves.append(Move("done"))
    else:
        moves.append(Move("pass"))
    return moves


def legal_moves_with(position: Position, evaluate: Evaluate, short: bool = False
                     ) -> LegalMoves:
    """The legal moves among :func:`candidates`, judged by ``evaluate`` in PROBE mode."""
    if position.is_over:
        return LegalMoves(position, [])
    legal: dict[Move, None] = {}
    for candidate in candidates(position, short=short):
        move = canonical(position, candidate)
        if move not in legal and evaluate(position, move, PROBE)[0].legal:
            legal[move] = None
    return LegalMoves(position, legal)
