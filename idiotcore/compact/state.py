"""The compact position: cards as ints, hands as bit masks, the rest plain tuples, and the
conversion both ways with the engine's :class:`~idiotcore.model.position.Position`.

A card is an index into the game's deck (:attr:`Tables.codes`); a hand is the mask of its
cards (a hand's order means nothing, so :func:`to_position` lists it sorted, and
:func:`normal` sorts an engine position the same way to compare); the pile is a tuple of
plays; the stock is shared by the game (:attr:`Game.stock`), a state keeps how many of its
cards are left; the burnt cards are a mask (listed sorted).
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from ..judge.folding import view_of
from ..model.cards import UNKNOWN, Card
from ..model.position import Phase, Play, Player, Position, evolve
from .tables import Tables, tables_for

Cards = tuple[int, ...]


class State(NamedTuple):
    """One moment of a game, in ints (see the module docstring)."""

    hands: tuple[int, ...]
    ups: tuple[tuple[Cards, ...], ...]
    """Per player, per column, the face-up cards on it."""
    downs: tuple[tuple[int | None, ...], ...]
    to_move: int
    pile: tuple[tuple[int, Cards], ...]
    """The plays, bottom to top: who laid them and the cards, in order."""
    view: int
    """The pile state's id in :class:`~idiotcore.compact.tables.Tables`."""
    stock: int
    """How many of :attr:`Game.stock` are still in the stock (the top is the last)."""
    burnt: int
    finished: tuple[int, ...]
    phase: Phase
    opening: int | None


new_state: Callable[[tuple[Any, ...]], State] = functools.partial(tuple.__new__, State)
"""A state of a tuple of its fields in order: ``State(*fields)`` at a third of the cost (the
compact core makes one a move)."""


class Game:
    """What a game's states share: the tables of its ruleset, the players' names and games
    played, the stock's cards in order, and how often each path of the core was taken."""

    def __init__(self, position: Position, stock: Cards) -> None:
        self.ruleset = position.ruleset
        self.tables: Tables = tables_for(position.ruleset, len(position.players))
        self.tables.trim()  # a new game: the tables keep a bounded memory
        self.names = tuple(p.name for p in position.players)
        self.games_played = tuple(p.games_played for p in position.players)
        self.stock = stock
        self.stock_masks = (0, *itertools.accumulate((1 << card for card in stock), operator.or_))
        """Per count n, the mask of the stock's first n cards (the stock while n are left)."""
        self.fast = 0
        """Moves listed and applied by the compact core."""
        self.counts: Counter[str] = Counter()
        """Moves listed by the engine, by why the compact core left them to it, and how many
        of them the engine applied too (:data:`~idiotcore.compact.core.APPLIED`)."""
        self.stragglers = False
        """Whether a position met had a player without cards who is not among the finished
        (a typed table: the engine adds them at the next move): then the compact core looks
        at every seat after each move."""
        self.last: tuple[State, Position] | None = None
        """The last state turned into a position, and the position (asked twice a move when
        the engine decides: to draw, then to apply)."""

    def tally(self) -> Counter[str]:
        """:attr:`counts`, with the compact core's own moves as ``"fast"``."""
        tally = Counter(self.counts)
        tally["fast"] = self.fast
        return tally

    def codes(self, cards: Cards) -> tuple[Card, ...]:
        """The card codes of some ints."""
        codes = self.tables.codes
        return tuple(codes[i] for i in cards)


def bits(mask: int) -> Cards:
    """The ints in a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


def mask_of(cards: Cards) -> int:
    """The mask of some ints."""
    mask = 0
    for i in cards:
        mask |= 1 << i
    return mask


def face_up_mask(stacks: tuple[Cards, ...]) -> int:
    """The mask of the cards on a player's face-up stacks."""
    return mask_of(tuple(c for stack in stacks for c in stack))


def source_mask(state: State, seat: int) -> int:
    """The cards the player at ``seat`` lays from: the hand, or once it is empty the face-up
    cards."""
    return state.hands[seat] or face_up_mask(state.ups[seat])


def from_position(position: Position, game: Game | None = None) -> tuple[Game, State]:
    """The compact form of a position (of ``game`` when its stock still fits, else of a new
    game whose stock is this position's).

    :raises ValueError: for a card typed as unknown (``??``): a player's view of the table
        (:meth:`~idiotcore.model.position.Position.seen_by`) is for the engine.
    """
    tables = tables_for(position.ruleset, len(position.players))
    free = {code: list(ints) for code, ints in tables.ints.items()}
    stock_codes = position.stock
    if game is not None and (game.ruleset != position.ruleset or len(stock_codes) > len(
            game.stock) or game.codes(game.stock[:len(stock_codes)]) != stock_codes):
        game = None

    def take(code: Card) -> int:
        carriers = free.get(code)
        if not carriers:  # validate() refuses more cards than the deck holds
            raise ValueError(f"{code}: the compact core needs every card known ({UNKNOWN} is "
                             "not) and no card more than the deck holds")
        return carriers.pop(0)

    if game is None:
        stock = tuple(take(code) for code in stock_codes)
        game = Game(position, stock)
    else:
        stock = game.stock[:len(stock_codes)]
        for i in stock:
            free[tables.codes[i]].remove(i)

    hands = tuple(mask_of(tuple(take(c) for c in p.hand)) for p in position.players)
    ups = tuple(tuple(tuple(take(c) for c in stack) for stack in p.face_up)
                for p in position.players)
    downs = tuple(tuple(None if c is None else take(c) for c in p.face_down)
                  for p in position.players)
    pile = tuple((play.by, tuple(take(c) for c in play.cards)) for play in position.pile)
    burnt = mask_of(tuple(take(c) for c in position.burnt))
    game.stragglers |= any(not p.has_cards and i not in position.finished
                           for i, p in enumerate(position.players))
    state = State(hands, ups, downs, position.to_move, pile, tables.intern(view_of(position)),
                  len(stock), burnt, position.finished, position.phase, position.opening)
    return game, state


def _sorted(codes: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(sorted(codes))


def to_position(game: Game, state: State) -> Position:
    """The engine's position of a compact state (hands and burnt cards sorted)."""
    codes = game.tables.codes
    players = tuple(
        Player(name=name, hand=_sorted(game.codes(bits(hand))),
               face_up=tuple(game.codes(stack) for stack in ups),
               face_down=tuple(None if c is None else codes[c] for c in downs),
               games_played=played)
        for name, played, hand, ups, downs in zip(game.names, game.games_played, state.hands,
                                                  state.ups, state.downs, strict=True))
    return Position(ruleset=game.ruleset, players=players, to_move=state.to_move,
                    pile=tuple(Play(by, game.codes(cards)) for by, cards in state.pile),
                    stock=game.codes(game.stock[:state.stock]),
                    burnt=_sorted(game.codes(bits(state.burnt))), phase=state.phase,
                    finished=state.finished, opening=state.opening)


def position_of(game: Game, state: State) -> Position:
    """The engine's position of a state, remembered for the one state last asked about."""
    if game.last is not None and game.last[0] is state:
        return game.last[1]
    position = to_position(game, state)
    game.last = (state, position)
    return position


def normal(position: Position) -> Position:
    """An engine position with its hands and burnt cards sorted, as :func:`to_position`
    gives them: the form in which the two are compared."""
    players = tuple(evolve(p, hand=_sorted(p.hand)) for p in position.players)
    return evolve(position, players=players, burnt=_sorted(position.burnt))


def conserved(game: Game, state: State) -> bool:
    """True when every card of the deck lies in exactly one place (none lost, none twice):
    the cards counted place by place make the deck, and together they cover it. (The
    property tests ask this after every move, so it is written as one pass.)"""
    union = game.stock_masks[state.stock] | state.burnt
    counted = state.stock + state.burnt.bit_count()
    for hand in state.hands:
        union |= hand
        counted += hand.bit_count()
    laid = [card for stacks in state.ups for stack in stacks for card in stack]
    laid += [card for _, cards in state.pile for card in cards]
    laid += [down for downs in state.downs for down in downs if down is not None]
    counted += len(laid)
    for card in laid:
        union |= 1 << card
    everything = len(game.tables.codes)
    return counted == everything and union == (1 << everything) - 1
