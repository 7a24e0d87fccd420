"""The random player's rule on the explaining engine's list of legal moves: uniform among the
moves, the idle ones (a pickup, a pass, a swap in mid-game) only when nothing else is legal.
Shared by :class:`~idiotcore.play.game.RandomPlayer` and by the compact core where it leaves a
position to the engine (:func:`idiotcore.compact.draw`).

>>> import random
>>> from idiotcore import from_notation
>>> str(uniform_move(from_notation("classic/0/A:7H4S::;B:3C4C6C::/1.KD/0/0"), random.Random(1)))
'pickup'
"""

from __future__ import annotations

import random

from ..engine import apply, legal_moves
from ..judge.rounds import reachable
from ..listing.families import LegalMoves
from ..model.moves import Move
from ..model.position import Position


def uniform_move(position: Position, rng: random.Random, short: bool = False) -> Move:
    """A uniform random legal move of the player to move, the idle ones last (with ``short``,
    among the short list of :func:`~idiotcore.engine.legal_moves`). A swap in mid-game (O4)
    keeps the turn, so it waits with the pickup: a player who could always swap instead would
    swap for ever."""
    moves = legal_moves(position, short=short)
    idle = _idle(position, moves)
    if len(idle) == len(moves):
        return rng.choice(moves)
    pick = rng.randrange(len(moves) - len(idle))  # among the others, by place
    for place in idle:
        if pick >= place:
            pick += 1
    return moves[pick]


def _idle(position: Position, moves: LegalMoves) -> list[int]:
    """Where the moves lie that the rule makes only when nothing else is legal."""
    return moves.places("pickup", "pass", *(("swap",) if position.phase == "play" else ()))


ROUND_LIMIT = 250_000
"""Positions :func:`closed_round` looks at, at most (a round met in a soak had 156,000)."""
LIST_LIMIT = 10_000
"""Legal moves of one position past which :func:`closed_round` does not look further (a
round of random play is made of small hands)."""


def closed_round(position: Position, every_move: bool = False) -> int | None:
    """How many positions the random players' rule can lead to from ``position`` (itself
    included) when none of them is an end: the game can never end under the rule, though other
    legal moves (a pickup by choice) may end it; None when an end can be reached or the
    positions run past :data:`ROUND_LIMIT`. (Random players choose at random, so a game that
    can still end does end; one caught in a closed round never does.) With ``every_move``, the
    positions any legal moves can lead to: a number then says the game can never end under
    the rules, whatever the players choose.

    >>> from idiotcore import from_notation
    >>> closed_round(from_notation("classic/0/A:7H::;B:8C9C::/-/0/0")) is None
    True
    """
    if position.is_over:
        return None

    def followed(here: Position) -> list[Move] | None:
        moves = legal_moves(here)
        if len(moves) > LIST_LIMIT:
            return None
        idle = set() if every_move else set(_idle(here, moves))
        return [m for i, m in enumerate(moves) if i not in idle] or list(moves)

    count = 1
    for after in reachable(position, followed, apply, ROUND_LIMIT):
        if after is None or after.is_over:
            return None
        count += 1
    return count
