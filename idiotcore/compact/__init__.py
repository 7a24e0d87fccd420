"""The compact core: the engine's rules remembered per pile state, on positions of ints and
bit masks, for fast random play (computer players, property tests, playouts).

>>> import random
>>> from idiotcore.play.game import deal
>>> game, state = from_position(deal("classic", 4, seed=1))
>>> final, moves = random_game(game, state, random.Random(1))
>>> is_over(final), moves > 0
(True, True)
"""

from __future__ import annotations

from .core import (
    apply,
    draw,
    is_over,
    legal_at,
    legal_count,
    legal_list,
    move_of,
    random_game,
    random_step,
)
from .options import CompactMove
from .state import Game, State, conserved, from_position, normal, position_of, to_position

__all__ = [
    "CompactMove",
    "Game",
    "State",
    "apply",
    "conserved",
    "draw",
    "from_position",
    "is_over",
    "legal_at",
    "legal_count",
    "legal_list",
    "move_of",
    "normal",
    "position_of",
    "random_game",
    "random_step",
    "to_position",
]
