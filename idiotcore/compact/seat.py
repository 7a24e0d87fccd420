"""The compact core for a computer player, who sees only what its seat knows
(:meth:`~idiotcore.model.position.Position.seen_by`): the view made whole by dealing its unknown
cards (``??``) at random from the cards it does not show, one of the tables the seat cannot
tell from the real one, and a move chosen there. The legal moves of the player to move never
depend on the unknown cards (they are the player's own cards, the pile, how many cards lie
face down and in the stock), so the move is one of the view's.

>>> import random
>>> from idiotcore import check
>>> from idiotcore.play.game import deal
>>> table = deal("classic", 3, seed=2)
>>> view = table.seen_by(table.to_move)
>>> filled = fill_unknown(view, random.Random(1))
>>> filled.players[view.to_move].hand == view.players[view.to_move].hand, "??" in str(filled)
(True, False)
>>> check(table, random_move(view, random.Random(1))).legal
True
"""

from __future__ import annotations

import random

from ..model.cards import UNKNOWN, Card
from ..model.moves import Move
from ..model.position import Position, evolve
from .core import move_of, pick, written
from .options import options
from .state import from_position
from .uniform import uniform_move


def fill_unknown(view: Position, rng: random.Random) -> Position:
    """``view`` with each unknown card dealt at random from the deck's cards it does not show
    (each player's hand and face-down cards in seat order, then the stock).

    :raises ValueError: when the view has more unknown cards than the deck has cards unseen
        (a table the engine's validation refuses).
    """
    pool = sorted(view.unseen().elements())
    rng.shuffle(pool)
    wanted = view.all_cards().count(UNKNOWN)
    if wanted > len(pool):
        raise ValueError(f"{wanted} unknown cards, {len(pool)} unseen in the deck")
    dealt = iter(pool)

    def deal(cards: tuple[Card | None, ...]) -> tuple[Card | None, ...]:
        return tuple(next(dealt) if card == UNKNOWN else card for card in cards)

    players = tuple(evolve(p, hand=deal(p.hand), face_down=deal(p.face_down))
                    for p in view.players)
    return evolve(view, players=players, stock=deal(view.stock))


def random_move(view: Position, rng: random.Random) -> Move:
    """:func:`~idiotcore.compact.uniform.uniform_move`'s rule for the player to move, drawn on the
    compact core from the view made whole (on the view itself where the compact core leaves
    the position to the engine)."""
    game, state = from_position(fill_unknown(view, rng))
    found = options(game, state)
    if found is None:
        return uniform_move(view, rng)
    return move_of(game, pick(found, rng))


def firsts(view: Position) -> list[Move] | None:
    """The view's short list of legal moves (:func:`~idiotcore.engine.legal_moves`, in
    Extreme Idiot a 2 laid alone, ladders one card a rank), a family of plays by its first
    member, listed by the compact core on the view made whole; None where the compact core
    leaves the position to the engine. The cards dealt do not change the list: any deal will
    do."""
    game, state = from_position(fill_unknown(view, random.Random(0)))
    found = options(game, state, short=True)
    return None if found is None else written(game, found, firsts=True)
