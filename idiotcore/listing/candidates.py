"""Listing legal moves: every candidate the rules could allow, each judged by the same
evaluation as :func:`idiotcore.check`, so the list and the verdicts never disagree."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Iterator

from ..judge.folding import PileView, fold, view_of
from ..judge.fours import gift_targets
from ..judge.placement import opens
from ..model.cards import UNKNOWN, VALUE, Card
from ..model.games import game_of
from ..model.hands import remove, source_cards
from ..model.moves import Move, play_of
from ..model.position import Play, Player, Position
from ..rules.extreme.s02_two import may_act_as_two
from ..rules.extreme.s05_five import is_five
from ..rules.extreme.s06_six import is_six
from ..rules.extreme.s08_eight import ladder_steps, starts_ladder
from ..rules.extreme.s09_nine import beats_nine, is_nine
from ..rules.optional.o1_jokers_as_tens import counts_as_ten
from ..rules.optional.o8_sequences import SEQUENCE
from ..rules.portuguese import p09_last_hand_with_table
from .families import (
    Chains,
    Family,
    LegalMoves,
    MoveList,
    Part,
    Riders,
    canonical,
    canonical_answer,
    nines_first,
)

Judge = Callable[[Position, Move], bool]
"""Whether a move is legal (:func:`idiotcore.engine.is_legal`)."""
PICKUP, SJANSE, DONE, PASS = Move("pickup"), Move("sjanse"), Move("done"), Move("pass")
FOLLOW_DEPTH = 2
"""How deep :func:`candidate_plays` nests plays on a player's own 2: what follows a 2 may be a
2 with a follow-up once more, no further."""


def subsets(cards: list[Card], ordered: bool) -> Iterator[tuple[Card, ...]]:
    """Every non-empty sub-multiset of ``cards`` in canonical order; when the order matters
    (``ordered``), once for each distinct first card (it must fit) and each distinct last card
    (it acts), the rest sorted."""
    if not ordered:
        yield from combos(cards)
        return
    seen: set[tuple[Card, ...]] = set()
    for combo in combos(cards):
        for lead in leads(combo):
            tails = _last_apart(lead[1:]) if len(lead) > 1 else [()]
            for key in ((lead[0], *tail) for tail in tails):
                if key not in seen:
                    seen.add(key)
                    yield key


def leads(combo: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
    """``combo`` with each distinct card first, the rest sorted."""
    for first in sorted(set(combo)):
        rest = list(combo)
        rest.remove(first)
        yield (first, *sorted(rest))


def combos(cards: list[Card]) -> Iterator[tuple[Card, ...]]:
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


def candidate_plays(position: Position, pool: list[Card], view: PileView, prune: bool, short: bool,
           depth: int = 0, merged: int | None = None) -> Iterator[tuple[Card, ...] | Family]:
    """Candidate card sequences from ``pool`` (ladders and sequences in families of
    :class:`Chains`), judged later by the full evaluation, each once and in canonical order.
    With ``prune``, those whose first card can't open on the pile (:func:`opens`) are left
    out; with ``short``, Extreme plays that go on after the player's own 2 (§2) and ladders
    with two cards of one rank (§8). A play laid on the player's own 2 never starts with the
    rank in ``merged`` (the 2s or jokers just laid): those cards would join that run, a play
    listed with the longer run already."""
    rules = position.ruleset
    game = game_of(rules)
    ordered = game.play_order_matters
    if view.nines_owed:
        yield from answers(pool, view.nines_owed, short)
        return
    fits = {card: not prune or opens(position, view, card) for card in pool}
    groups: dict[int, list[Card]] = {}
    for card in pool:
        groups.setdefault(VALUE[card], []).append(card)
    may_follow_two = game.follows_two(rules, short) and depth < FOLLOW_DEPTH
    for value, group in groups.items():
        if value == merged or not any(fits[card] for card in group):
            continue
        yield from (play for play in subsets(group, ordered) if fits[play[0]])
        ladder = game.ladders and starts_ladder(group[0])
        if not ladder and not (may_follow_two and may_act_as_two(group[0])):
            continue
        for combo in combos(group):
            for unit in leads(combo) if ordered else [combo]:
                rest = remove(unit, pool) if fits[unit[0]] else None
                if not rest:
                    continue
                if may_follow_two and game.acts_as_two(view, unit):
                    after = fold(position, view, Play(position.to_move, unit)).view
                    for follow in candidate_plays(position, rest, after, prune, short, depth + 1, value):
                        assert not isinstance(follow, Riders)  # a 2 leaves no nines owed
                        yield (dataclasses.replace(follow, head=(*unit, *follow.head))
                               if isinstance(follow, Chains) else (*unit, *follow))
                if ladder and not (short and len(unit) > 1):
                    yield from ladders(unit, rest, short)
    if rules.sequences and game.optional_plays:  # a sequence from a 2 is a 2 with one on it, above
        yield from sequences(pool, fits, merged if depth else 2 if may_follow_two else None)
    if rules.jokers_as_tens and game.optional_plays:
        tens = [c for c in pool if counts_as_ten(c)]
        yield from (unit for unit in combos(tens)
                    if len({VALUE[c] for c in unit}) > 1 and fits[unit[0]])


def answers(pool: list[Card], owed: int, short: bool) -> Iterator[tuple[Card, ...] | Riders]:
    """§9 (R5): ``owed`` cards that beat 9, in canonical form (:func:`canonical_answer`): the
    acting part last, one card or, for 9s, a run of them (the next player owes two per 9). With
    5s in ``pool`` (and not ``short``), each answer comes as :class:`Riders`, the 5s that may
    ride along before or on top of it."""
    answer = sorted(c for c in pool if beats_nine(c))
    fives = sorted(c for c in pool if is_five(c))
    splits = () if short or not fives else tuple(
        (before, on_top) for before in ((), *combos(fives))
        for on_top in ((), *combos(remove(before, fives) or [])))
    seen: set[tuple[Card, ...]] = set()
    for combo in itertools.combinations(answer, owed):
        for base in _acting_parts(combo):
            if base not in seen:
                seen.add(base)
                yield Riders(base, splits) if splits else base


def _acting_parts(combo: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
    """``combo`` (sorted, no 5s) in each canonical order that makes a different part act: each
    distinct card that is not a 9 last, and each run of its 9s (each distinct 9 last)."""
    for last in sorted({c for c in combo if not is_nine(c)}):
        yield canonical_answer((*(remove((last,), list(combo)) or []), last))
    nines = [c for c in combo if is_nine(c)]
    for run in combos(nines):
        rest = remove(run, list(combo)) or []
        if rest and all(is_nine(c) for c in rest):
            continue  # those 9s would join the run
        for ordered in _last_apart(run):
            yield canonical_answer((*sorted(rest, key=nines_first), *ordered))


def ladders(start: tuple[Card, ...], pool: list[Card], single: bool) -> Iterator[Chains]:
    """§8: the families of ladders that begin with the 8s in ``start`` and climb on from
    ``pool``, one rank after another, one family per length (and per number of 6s,
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
        steps.append(tuple((c,) for c in sorted(set(cards))) if single else tuple(combos(cards)))
    for length in range(1, len(steps) + 1):
        top = tuple(_last_apart(option) for option in steps[length - 1])
        family = (*steps[:length - 1], tuple(itertools.chain.from_iterable(top)))
        sixes = [i for i, options in enumerate(family) if is_six(options[0][0])]
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


def sequences(pool: list[Card], fits: dict[Card, bool], skip: int | None
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


def four_options(position: Position, view: PileView, cards: tuple[Card, ...]) -> list[Move]:
    """A play, and when it ends in a live four, each gift or throw it allows (§4)."""
    four = game_of(position.ruleset).live_four(position, view, cards)
    if four is None:
        return [play_of(cards)]
    seat = position.to_move
    player = position.player
    if four == "black":
        hand = remove(cards, list(player.hand)) if player.hand else []
        options = [play_of(cards)]
        for card in sorted(set(hand or []) - {UNKNOWN}):  # an unknown card is named to be given
            options += [Move("play", cards, give=(card, str(i)))
                        for i in gift_targets(position, seat)]
        return options
    left = player.face_up_cards() if player.hand else remove(cards, player.face_up_cards())
    return [play_of(cards)] + [Move("play", cards, throw=c) for c in sorted(set(left or []))]


def _swaps(player: Player) -> list[Move]:
    """Each hand card with each lone face-up card (O3, O4)."""
    singles = sorted({s[0] for s in player.face_up if len(s) == 1})
    return [Move("swap", (h, f)) for h in sorted(set(player.hand) - {UNKNOWN}) for f in singles]


def candidates(position: Position, prune: bool = True, short: bool = False) -> MoveList:
    """Every move the player to move might make, legal or not (a superset of the legal ones),
    each once: plays, then families (:class:`Chains`, :class:`Riders`), then the other moves.
    With ``prune``, plays whose first card can't open on the pile are left out (they are illegal whatever
    follows; the property tests check that against ``prune=False``); for ``short`` see
    :func:`idiotcore.legal_moves`."""
    player = position.player
    rules = position.ruleset
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
        for play in candidate_plays(position, pool, view, prune, short):
            if isinstance(play, Chains):
                families.add(play)
            elif isinstance(play, Riders):
                riders.add(play)
            else:
                plays.add(play)
        if source == "hand" and rules.last_hand_with_table:
            same = p09_last_hand_with_table.companions(player)
            plays |= {canonical(position, Move("play", (*player.hand, *extra))).cards
                      for extra in subsets(same, False)}
        for cards in sorted(plays):
            moves += four_options(position, view, cards)
    others: list[Move] = []
    if source == "face_down":
        others += [Move("flip", column=i + 1) for i, c in enumerate(player.face_down)
                   if c is not None]
    if position.pile:
        others.append(PICKUP)
    for kind in game_of(rules).turn_moves(position):
        match kind:
            case "swap":
                others += _swaps(player)
            case "collect":
                others += [Move("collect", (c,)) for c in sorted(set(player.hand) - {UNKNOWN})]
            case _:
                others.append(Move(kind))
    return MoveList([tuple(moves), *sorted(families), *sorted(riders), tuple(others)])


def legal_moves_with(position: Position, judge: Judge, short: bool = False) -> LegalMoves:
    """The legal moves among :func:`candidates` (each once, in canonical order), each judged by
    ``judge``; a family (:class:`Chains`, :class:`Riders`) by its first member (the rules
    judge its members alike)."""
    if position.is_over:
        return LegalMoves(position, [], judge)
    parts: list[Part] = []
    by_rank_alone = not game_of(position.ruleset).play_order_matters
    for part in candidates(position, short=short).parts:
        if isinstance(part, Family):  # judged by its first member
            if judge(position, part[0]):
                parts.append(part)
            continue
        by_rank: dict[int, bool] = {}
        kept = []
        for move in part:
            rank = _one_rank(move) if by_rank_alone else None
            legal = by_rank.get(rank) if rank is not None else None
            if legal is None:
                legal = judge(position, move)
                if rank is not None:
                    by_rank[rank] = legal
            if legal:
                kept.append(move)
        parts.append(tuple(kept))
    return LegalMoves(position, parts, judge)


def _one_rank(move: Move) -> int | None:
    """The rank of a classic play of equal cards, which the rules judge by its rank alone
    (suits never matter, C3; how many cards only decides what burns, C10); None for any other
    move. Listing judges one play of each rank and holds the verdict for the rest."""
    if move.kind != "play" or move.give or move.throw:
        return None
    rank = VALUE[move.cards[0]]
    return rank if all(VALUE[card] == rank for card in move.cards) else None
