"""Legal moves counted and drawn, and moves applied, on the compact state.

The compact core decides nothing itself: which cards may open a play, what a play does to the
pile and whether it burns, whether a player goes on, all come from the engine's rule
functions through :class:`~idiotcore.compact.tables.Tables`. Where a situation is one it does
not handle (the swap phase, the opening round, the first move of a game, plays that are more
than equal cards of one rank, collecting, swaps in mid-game, Extreme Idiot for now), it hands
the position to the explaining engine (:func:`~idiotcore.engine.legal_moves`,
:func:`~idiotcore.engine.apply`) and counts it in :attr:`Game.counts`.

A compact move is a tuple: ``("play", ints, codes)`` (codes sorted, as the engine writes the
move), ``("flip", column)``, ``("sjanse",)``, ``("pickup",)``, or ``("engine", Move)``.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from ..engine import apply as engine_apply
from ..engine import legal_moves
from ..game import RandomPlayer
from ..moves import Move, play_of
from ..position import Position
from .lay import blind, lay, pick_up
from .state import Cards, Game, State, bits, from_position, mask_of, to_position

CompactMove = tuple[Any, ...]
Group = list[tuple[str, Cards]]
"""The cards of one rank a player may lay: per code, the ints that carry it (in the order the
engine takes them: a face-up card from the first column that holds its code)."""
PICKUP: CompactMove = ("pickup",)
SJANSE: CompactMove = ("sjanse",)


class Options:
    """The legal moves of a state the compact core handles, by family: per rank the cards
    that may be laid (any non-empty choice of them is a play), the columns that may be
    turned, a sjanse, a pickup."""

    __slots__ = ("active", "flips", "groups", "pickup", "sizes", "sjanse")

    def __init__(self, groups: list[Group], flips: list[int], sjanse: bool, pickup: bool
                 ) -> None:
        self.groups = groups
        self.sizes = [_choices(group) for group in groups]
        self.flips = flips
        self.sjanse = sjanse
        self.pickup = pickup
        self.active = sum(self.sizes) + len(flips) + sjanse
        """The moves other than the pickup."""

    def __len__(self) -> int:
        return self.active + self.pickup


def _choices(group: Group) -> int:
    count = 1
    for _, ints in group:
        count *= len(ints) + 1
    return count - 1


def _has_cards(state: State, seat: int) -> bool:
    return bool(state.hands[seat] or any(state.ups[seat])
                or any(c is not None for c in state.downs[seat]))


def is_over(state: State) -> bool:
    """True once at most one player has cards left."""
    return sum(_has_cards(state, seat) for seat in range(len(state.hands))) <= 1


def _handled(game: Game, state: State) -> str | None:
    """Why the compact core leaves this state to the engine (None: it handles it)."""
    rules = game.ruleset
    if rules.family != "classic":
        return "extreme"
    if state.phase != "play" or state.opening is not None:
        return "swap phase or opening round"
    if not state.pile and not state.burnt and _fresh(game, state):
        return "first move"
    if rules.sequences:
        return "sequences"
    hand = state.hands[state.to_move]
    if hand and (rules.collecting or rules.swap_any_time):
        return "collect or swap"
    top = state.pile[-1] if state.pile else None
    if top is not None and top[0] == state.to_move and (rules.extra_after_two
                                                        or rules.draw_continue):
        return "same turn goes on"
    masks = game.tables.rank_masks
    pool = hand or mask_of(tuple(c for stack in state.ups[state.to_move] for c in stack))
    if rules.jokers_as_tens and pool & masks.get(0, 0):
        return "jokers"
    if (rules.extra_after_two or rules.two_with_card) and pool & masks[2]:
        return "a 2 with more"
    if rules.last_hand_with_table and hand and sum(bool(hand & m) for m in masks.values()) == 1:
        return "last hand with table cards"
    return None


def _fresh(game: Game, state: State) -> bool:
    """True when nothing has been laid, burnt or drawn since the deal."""
    dealt = len(state.hands) * (6 + game.ruleset.hand_size)
    return len(game.tables.codes) - dealt == state.stock


def options(game: Game, state: State) -> Options | None:
    """The legal moves by family, or None where the engine decides (see :func:`_handled`)."""
    if _handled(game, state) is not None:
        return None
    seat = state.to_move
    tables = game.tables
    hand = state.hands[seat]
    groups: list[Group] = []
    flips: list[int] = []
    if hand or any(state.ups[seat]):
        if hand:
            order: Cards = bits(hand)
        else:
            order = tuple(c for stack in state.ups[seat] for c in stack)
        playable = mask_of(order) & tables.fits[state.view]
        by_rank: dict[int, dict[str, list[int]]] = {}
        for i in order:
            if playable >> i & 1:
                by_rank.setdefault(tables.values[i], {}).setdefault(tables.codes[i], []).append(i)
        groups = [sorted((code, tuple(ints)) for code, ints in codes.items())
                  for _, codes in sorted(by_rank.items())]
    else:
        flips = [col for col, c in enumerate(state.downs[seat]) if c is not None]
    sjanse = game.ruleset.sjanse and state.stock > 0
    return Options(groups, flips, sjanse, bool(state.pile))


def _play(group: Group, index: int) -> CompactMove:
    """The ``index``-th non-empty choice of cards from a group."""
    index += 1
    ints: list[int] = []
    codes: list[str] = []
    for code, carriers in group:
        index, take = divmod(index, len(carriers) + 1)
        ints += carriers[:take]
        codes += [code] * take
    return ("play", tuple(ints), tuple(codes))


def _nth(found: Options, index: int) -> CompactMove:
    """The ``index``-th legal move of the options (the pickup last)."""
    for group, size in zip(found.groups, found.sizes, strict=True):
        if index < size:
            return _play(group, index)
        index -= size
    if index < len(found.flips):
        return ("flip", found.flips[index])
    index -= len(found.flips)
    if found.sjanse and index == 0:
        return SJANSE
    return PICKUP


def position_of(game: Game, state: State) -> Position:
    """The engine's position of a state, remembered for the one state last asked about."""
    if game.last is not None and game.last[0] is state:
        return game.last[1]
    position = to_position(game, state)
    game.last = (state, position)
    return position


def draw(game: Game, state: State, rng: random.Random) -> CompactMove:
    """A uniform random legal move, the pickup (or a pass, or a swap in mid-game) only when
    nothing else is legal: :class:`~idiotcore.game.RandomPlayer`'s rule, on the full list."""
    found = options(game, state)
    if found is None:
        chooser = RandomPlayer()
        chooser.rng = rng
        return ("engine", chooser.choose(position_of(game, state)))
    if found.active:
        return _nth(found, rng.randrange(found.active))
    return PICKUP


def legal_count(game: Game, state: State) -> int:
    """How many legal moves the player to move has (the engine's full list)."""
    found = options(game, state)
    if found is None:
        return len(legal_moves(position_of(game, state)))
    return len(found)


def move_of(game: Game, move: CompactMove) -> Move:
    """The engine's move of a compact move."""
    match move[0]:
        case "play":
            return play_of(move[2])
        case "flip":
            return Move("flip", column=move[1] + 1)
        case "engine":
            engine_move: Move = move[1]
            return engine_move
        case kind:
            return Move(kind)


def legal_list(game: Game, state: State) -> list[Move]:
    """Every legal move, written out (for the agreement tests)."""
    found = options(game, state)
    if found is None:
        return list(legal_moves(position_of(game, state)))
    return [move_of(game, _nth(found, i)) for i in range(len(found))]


def apply(game: Game, state: State, move: CompactMove) -> State:
    """The state after a legal move (as drawn or listed here)."""
    seat = state.to_move
    match move[0]:
        case "play":
            ints: Cards = move[1]
            hands, ups = state.hands, state.ups
            if hands[seat]:
                hands = _set(hands, seat, hands[seat] & ~mask_of(ints))
            else:
                ups = _set(ups, seat, _without(ups[seat], ints))
            game.counts["fast"] += 1
            return lay(game, state, hands, ups, state.downs, state.stock, ints, move[2])
        case "flip":
            column = move[1]
            card = state.downs[seat][column]
            assert card is not None
            downs = _set(state.downs, seat, _set(state.downs[seat], column, None))
            game.counts["fast"] += 1
            return blind(game, state, downs, state.stock, card)
        case "sjanse":
            game.counts["fast"] += 1
            return blind(game, state, state.downs, state.stock - 1, game.stock[state.stock - 1])
        case "pickup" if options(game, state) is not None:
            game.counts["fast"] += 1
            return pick_up(game, state, state.downs, state.stock, 0)
    why = _handled(game, state) or "engine"
    game.counts[why] += 1
    after = engine_apply(position_of(game, state), move_of(game, move))
    return from_position(after, game)[1]


def _set(values: tuple[Any, ...], at: int, value: Any) -> tuple[Any, ...]:
    return (*values[:at], value, *values[at + 1:])


def _without(stacks: tuple[Cards, ...], ints: Cards) -> tuple[Cards, ...]:
    taken = set(ints)
    return tuple(tuple(c for c in stack if c not in taken) for stack in stacks)


def random_game(game: Game, state: State, rng: random.Random, cap: int = 300_000
                ) -> tuple[State, int]:
    """Random play to the end (or ``cap`` moves): the last state and the moves played."""
    for count in itertools.count():
        if count >= cap or is_over(state):
            return state, count
        state = apply(game, state, draw(game, state, rng))
    raise AssertionError  # not reached
