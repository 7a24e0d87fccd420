"""The random player's rule on the explaining engine's list of legal moves: uniform among the
moves, the idle ones (a pickup, a pass, a swap in mid-game) only when nothing else is legal.
Shared by :class:`~idiotcore.game.RandomPlayer` and by the compact core where it leaves a
position to the engine (:func:`idiotcore.compact.draw`).

>>> import random
>>> from idiotcore import from_notation
>>> str(uniform_move(from_notation("classic/0/A:7H4S::;B:3C4C6C::/1.KD/0/0"), random.Random(1)))
'pickup'
"""

from __future__ import annotations

import random

from .engine import legal_moves
from .moves import Move
from .position import Position


def uniform_move(position: Position, rng: random.Random, short: bool = False) -> Move:
    """A uniform random legal move of the player to move, the idle ones last (with ``short``,
    among the short list of :func:`~idiotcore.engine.legal_moves`). A swap in mid-game (O4)
    keeps the turn, so it waits with the pickup: a player who could always swap instead would
    swap for ever."""
    moves = legal_moves(position, short=short)
    idle = moves.places("pickup", "pass", *(("swap",) if position.phase == "play" else ()))
    if len(idle) == len(moves):
        return rng.choice(moves)
    pick = rng.randrange(len(moves) - len(idle))  # among the others, by place
    for place in idle:
        if pick >= place:
            pick += 1
    return moves[pick]
