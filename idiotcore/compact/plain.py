"""The plain move: a random player's move drawn and laid in one step, without writing out the
options, in the states most moves of the classic family meet (0.91 to 0.99 of the moves of
random games, tests/test_compact.py).

A state is plain when the ruleset lists every move through the compact core's own families
(:attr:`Gates.plain <idiotcore.compact.tables.Gates.plain>`) and the player to move lays from
the hand, during play after the opening, with no 2 that other cards may follow (O7, P5), not
going on with the same turn (O7, P4), in a state the compact core does not leave to the engine
(:func:`~idiotcore.compact.options.left_to_engine`). Its options are then, in
:func:`~idiotcore.compact.core.draw`'s order: per rank of the playable cards (lowest card
first) every non-empty choice of them (:meth:`Tables.choices
<idiotcore.compact.tables.Tables.choices>`, remembered per rank's cards), then a
sjanse where one may be taken (:attr:`Gates.sjanse <idiotcore.compact.tables.Gates.sjanse>`),
and the pickup only when there is nothing else.
:func:`plain_move` draws among them with the same random numbers as
:func:`~idiotcore.compact.core.draw` and lays the move with the functions
:func:`~idiotcore.compact.core.apply` lays it with (:func:`~idiotcore.compact.lay.lay`,
:func:`~idiotcore.compact.lay.pick_up`, :func:`~idiotcore.compact.lay.sjanse`), so a game is
the same move for move whichever plays it (tests/test_compact.py checks every move of games of
every preset and optional rule, and against the explaining engine).

>>> import random
>>> from idiotcore.compact import apply, draw, from_position
>>> from idiotcore.play.game import deal
>>> game, state = from_position(deal("classic", 4, seed=3))
>>> plain_move(game, state, random.Random(0)) is None  # the first move (C4) is the engine's
True
>>> state = apply(game, state, draw(game, state, random.Random(0)))
>>> plain_move(game, state, random.Random(1)) == apply(game, state, draw(game, state, random.Random(1)))
True
"""

from __future__ import annotations

import random

from .lay import lay, pick_up, sjanse
from .options import PICKUP, left_to_engine
from .state import Game, State

IDLE = (PICKUP,)
"""What a player of a plain state may do when no play fits (draw's idle moves then)."""


def plain_move(game: Game, state: State, rng: random.Random) -> State | None:
    """The state after a random player's move (as :func:`~idiotcore.compact.core.draw` and
    :func:`~idiotcore.compact.core.apply` would draw and lay it), or None, with no random
    number used, when the state is not plain (see the module docstring)."""
    tables = game.tables
    gates = tables.gates
    seat = state.to_move
    hands = state.hands
    hand = hands[seat]
    pile = state.pile
    if (not gates.plain or not hand or hand & gates.twos or state.opening is not None
            or state.phase != "play" or game.stragglers
            or (gates.goes_on and pile and pile[-1][0] == seat)
            or ((gates.last_hand or (not pile and not state.burnt))
                and left_to_engine(game, state) is not None)):
        return None
    view = state.view
    fits = tables.fits[view]
    if fits < 0:
        fits = tables.may_open(view)
    playable = hand & fits
    rank_of = tables.rank_of
    ranks = []
    total = 0
    while playable:
        cards = playable & rank_of[(playable & -playable).bit_length() - 1]
        plays = tables.choices(cards)
        ranks.append(plays)
        total += len(plays)
        playable ^= cards
    stock = state.stock
    blind = gates.sjanse[stock]
    if not total and not blind:
        if not pile:  # nothing at all to do: draw says how the engine sees it
            return None
        rng.choice(IDLE)
        game.fast += 1
        return pick_up(game, state, state.downs, stock, 0)
    index = rng.randrange(total + blind)
    game.fast += 1
    for plays in ranks:
        if index < len(plays):
            ints, codes, mask = plays[index]
            hands = (*hands[:seat], hand & ~mask, *hands[seat + 1:])
            return lay(game, state, hands, state.ups, state.downs, stock, ints, codes)
        index -= len(plays)
    return sjanse(game, state)
