"""The moves that rearrange the table without laying on the pile: swap, collect, done, pass.

Each judges the move as its :class:`~idiotcore.judge.table.Mode` asks, like :mod:`idiotcore.judge.laying`.
"""

from __future__ import annotations

from ..model.games import game_of
from ..model.moves import Move, MoveError
from ..model.position import Position, evolve
from ..model.verdict import Verdict
from ..rules.extreme import s01_course_of_play as s01
from ..rules.extreme import s27_stuck_queens
from ..rules.optional import o2_collecting, o3_swap
from ..rules.portuguese import p03_opening_round, p04_draw_continue
from .folding import EMPTY, seed_view, view_of
from .laying import illegal, legal
from .table import Mode, Result, next_seat, opening, refill


def _moved(before: Position, after: Position) -> Position:
    """``after`` keeping the pile's view of ``before`` (the pile did not change)."""
    return seed_view(after, view_of(before))


def swap(position: Position, seat: int, move: Move, mode: Mode) -> Result:
    """O3/O4/W1/P2: swap a hand card with one of your face-up cards; §16 forbids it."""
    player = position.players[seat]
    refused = game_of(position.ruleset).swap_refusal(position)
    if refused is not None:
        return illegal(position, seat, [refused], mode)
    hand_card, table_card = move.cards
    if hand_card not in player.hand or (table_card,) not in player.face_up:
        raise MoveError("input.SWAP_CARDS", where="swap", name=player.name, hand=hand_card,
                        table=table_card)

    def build() -> Position:
        hand = list(player.hand)
        hand[hand.index(hand_card)] = table_card
        face_up = list(player.face_up)
        face_up[face_up.index((table_card,))] = (hand_card,)
        players = position.with_player(seat, hand=tuple(hand), face_up=tuple(face_up))
        return _moved(position, evolve(position, players=players))

    return legal(lambda: Verdict(True, (o3_swap.swapped(position, player.name, hand_card,
                                                         table_card),)), build, mode)


def collect(position: Position, seat: int, move: Move, mode: Mode) -> Result:
    """O2: lay a hand card on your face-up card of the same rank, then refill."""
    player = position.players[seat]
    card = move.cards[0]
    if position.ruleset.collecting and card not in player.hand:
        raise MoveError("input.COLLECT_NOT_HELD", where="collect", who=player.name, card=card)
    refused = o2_collecting.refusal(position, player, card)
    if refused is not None:
        return illegal(position, seat, [refused], mode)
    column = o2_collecting.column(player, card)
    assert column is not None

    def build() -> Position:
        hand = list(player.hand)
        hand.remove(card)
        face_up = list(player.face_up)
        face_up[column] = (*face_up[column], card)
        moved = evolve(player, hand=tuple(hand), face_up=tuple(face_up))
        refilled, stock, _ = refill(moved, position.stock, position.ruleset.hand_size)
        players = list(position.players)
        players[seat] = refilled
        return _moved(position, evolve(position, players=tuple(players), stock=stock))

    return legal(lambda: Verdict(True, (o2_collecting.collected(
        player.name, card, player.face_up[column][0]),)), build, mode)


def done(position: Position, seat: int, mode: Mode) -> Result:
    """End the swap phase (O3, W1, P2) or an optional continuation (O7, P4)."""
    name = position.players[seat].name
    if position.phase == "swap":
        def after_swaps() -> Position:
            if seat == len(position.players) - 1:
                return _moved(position, opening(evolve(position, phase="play")))
            return _moved(position, evolve(position, to_move=seat + 1))

        return legal(lambda: Verdict(True, (o3_swap.done(position, name),)), after_swaps, mode)
    if game_of(position.ruleset).continuing(position):
        return legal(lambda: Verdict(True, (p04_draw_continue.ends(position, name),)),
                     lambda: _moved(position, evolve(
                         position, to_move=next_seat(position.players, seat))), mode)
    return illegal(position, seat, [s01.nothing_to_end(position.ruleset.cites.turn)], mode)


def pass_turn(position: Position, seat: int, mode: Mode) -> Result:
    """R15, §27: a player stuck with queens on an empty pile passes; P3: a player declines to
    open with the rank the opening round asks for."""
    if position.opening is not None:
        note, to_move, asked = p03_opening_round.declined(position, seat)
        return legal(lambda: Verdict(True, (note,)), lambda: _moved(position, evolve(
            position, to_move=to_move, opening=asked)), mode)
    player = position.players[seat]
    if not game_of(position.ruleset).may_pass(position, player):
        return illegal(position, seat, [s27_stuck_queens.no_pass(position.ruleset.cites.passing)],
                       mode)
    return legal(lambda: Verdict(True, (s27_stuck_queens.passes(player.name),)),
                 lambda: seed_view(evolve(
                     position, to_move=next_seat(position.players, seat)), EMPTY), mode)
