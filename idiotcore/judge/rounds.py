"""Following every move: every position a table can lead to, for the looks ahead that ask
whether anything can still change. §27's cards that can only go round ask it after a move, with
the rule module's criteria (:mod:`idiotcore.rules.extreme.s27_going_round`); the soak and the
property tests ask it of the random players' rule (:func:`idiotcore.compact.uniform.closed_round`).
The caller gives the moves to follow and the way to make them (the engine's
:func:`~idiotcore.engine.legal_moves` and :func:`~idiotcore.engine.apply`), so the judge needs
nothing above it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Sequence

from ..model.cards import UNKNOWN
from ..model.moves import Move
from ..model.position import Position, evolve
from ..model.verdict import Reason
from ..rules.extreme import s27_going_round
from .table import put_away

Moves = Callable[[Position], Sequence[Move] | None]
"""The moves to follow from a position, or None when there are too many to follow."""
Apply = Callable[[Position, Move], Position]
"""The table after a move."""


def reachable(start: Position, moves: Moves, apply: Apply, limit: int
              ) -> Iterator[Position | None]:
    """Every position that ``moves`` can lead to from ``start``, each once, ``start`` left out,
    depth first; None, and nothing after it, once more than ``limit`` positions have been met
    or a position had too many moves."""
    seen, todo = {start}, [start]
    while todo:
        here = todo.pop()
        followed = moves(here)
        if followed is None:
            yield None
            return
        for move in followed:
            after = apply(here, move)
            if after not in seen:  # positions are values: equal tables, equal positions
                if len(seen) >= limit:
                    yield None
                    return
                seen.add(after)
                todo.append(after)
                yield after


def going_round(position: Position, moves: Moves, apply: Apply
                ) -> tuple[Position, Reason] | None:
    """§27, ruled on: when, whatever the players choose from here, no move ever lays or turns a
    table card, burns a card, puts away a queen or puts a player out, the cards in the hands can
    only go round and the game can never end; then the table with those cards put away, and the
    note saying so; else None. Every legal move (the pickups by choice too) is followed through
    every position it leads to, this ruling left out of them. Nothing is decided from a card
    nobody knows (R22): an unknown hand card, or a face-down card that may be turned (turning
    it changes the table, so the cards do not only go round), ends the look; so do too many
    positions."""
    seats = position.in_game()
    hands = [position.players[i].hand for i in seats]
    if not s27_going_round.may_go_round(
            s27_going_round.applies(position.ruleset), len(position.stock), len(position.pile),
            sum(map(len, hands)), len(seats)):
        return None
    if any(UNKNOWN in hand for hand in hands):
        return None
    start = dataclasses.replace(position, ruleset=dataclasses.replace(
        position.ruleset, going_round_put_away=False))
    unchanged = s27_going_round.unchanged(start)

    def followed(here: Position) -> Sequence[Move] | None:
        found = moves(here)
        return None if found is None or any(move.kind == "flip" for move in found) else found

    if not all(after is not None and s27_going_round.unchanged(after) == unchanged
               for after in reachable(start, followed, apply, s27_going_round.LIMIT)):
        return None
    removed = tuple(card for hand in hands for card in hand)
    players = tuple(evolve(p, hand=()) if i in seats else p
                    for i, p in enumerate(position.players))
    return put_away(position, players, removed), s27_going_round.put_away(removed)
