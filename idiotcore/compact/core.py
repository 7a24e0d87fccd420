"""Legal moves drawn and listed, and moves applied, on the compact state: the families of
:mod:`idiotcore.compact.options` where the compact core handles the state, the explaining
engine where it does not (the random player's own choice on
:func:`~idiotcore.engine.legal_moves`). The engine's moves are laid here when the compact core
knows how (cards from one source, a flip, a sjanse, a pickup), else
:func:`~idiotcore.engine.apply` lays them; both are counted in :attr:`Game.counts`. The engine
also applies the few moves the compact core lists but does not lay (a pass in the opening
round, P3; the end of the swap phase or of a turn that went on; a four's gift or throw)."""

from __future__ import annotations

import random
from typing import Any

from ..engine import apply as engine_apply
from ..engine import legal_moves
from ..model.moves import Move, play_of
from .lay import blind, has_cards, lay, pick_up, sjanse
from .listed import swap
from .options import PICKUP, SJANSE, CompactMove, Options, left_to_engine, options
from .plain import plain_move
from .plays import OnHead, joined
from .state import Cards, Game, State, bits, from_position, mask_of, position_of
from .tables import play_at
from .uniform import uniform_move


def is_over(state: State) -> bool:
    """True once at most one player has cards left."""
    finished = state.finished
    left = 0
    for seat, hand in enumerate(state.hands):
        if seat not in finished and has_cards(hand, state.ups[seat], state.downs[seat]):
            left += 1
            if left > 1:
                return False
    return True


def _nth(found: Options, index: int) -> CompactMove:
    """The ``index``-th legal move of the options (the idle ones last)."""
    for size, head, codes, group in found.entries:
        if index < size:
            if group is None:
                return ("play", head, codes)
            play = play_at(group, index)
            return ("play", head + play[1], codes + play[2]) if head else play
        index -= size
    for part in found.ready:
        plays = part[2]
        if index < len(plays):
            return joined(part, plays[index])
        index -= len(plays)
    for family in found.listed:
        if index < len(family):
            return ("listed", family[index])
        index -= len(family)
    if index < len(found.flips):
        return ("flip", found.flips[index])
    index -= len(found.flips)
    if found.sjanse:
        if index == 0:
            return SJANSE
        index -= 1
    return found.idle[index]


def draw(game: Game, state: State, rng: random.Random, idle_too: bool = False
         ) -> CompactMove:
    """A uniform random legal move, the pickup (or a pass, or a swap in mid-game) only when
    nothing else is legal: :func:`~idiotcore.compact.uniform.uniform_move`'s rule, on the full list;
    with ``idle_too``, uniform among all the legal moves (a pickup by choice among them)."""
    found = options(game, state)
    if found is None:
        position = position_of(game, state)
        if idle_too:
            return ("engine", rng.choice(legal_moves(position)))
        return ("engine", uniform_move(position, rng))
    return _nth(found, rng.randrange(len(found))) if idle_too else pick(found, rng)


def pick(found: Options, rng: random.Random) -> CompactMove:
    """A uniform random move of the options, an idle one only when there is nothing else."""
    if found.active:
        return _nth(found, rng.randrange(found.active))
    return rng.choice(found.idle)


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
        case "engine" | "listed":
            engine_move: Move = move[1]
            return engine_move
        case kind:
            return Move(kind)


def legal_at(game: Game, state: State, indices: list[int]) -> list[Move]:
    """The legal moves at these places of the list (of :func:`legal_count`), written out
    alone (for the agreement tests, where a big Extreme hand's list runs to millions)."""
    found = options(game, state)
    if found is None:
        listed = legal_moves(position_of(game, state))
        return [listed[index] for index in indices]
    return [move_of(game, _nth(found, index)) for index in indices]


def legal_list(game: Game, state: State, firsts: bool = False, short: bool = False
               ) -> list[Move]:
    """Every legal move, written out (for the agreement tests); with ``firsts``, a family of
    plays by its first member only (:meth:`~idiotcore.listing.families.LegalMoves.firsts`); with
    ``short``, of the short list (:func:`~idiotcore.engine.legal_moves`)."""
    found = options(game, state, short)
    if found is None:
        listed = legal_moves(position_of(game, state), short=short)
        return list(listed.firsts() if firsts else listed)
    return written(game, found, firsts)


def written(game: Game, found: Options, firsts: bool = False) -> list[Move]:
    """The moves of some options written out (with ``firsts``, a family by its first
    member), in the order :func:`draw` numbers them."""
    plays = sum(entry[0] for entry in found.entries)
    out = [move_of(game, _nth(found, i)) for i in range(plays)]
    out += [move_of(game, joined(part, play)) for part in found.ready for play in part[2]]
    for family in found.listed:
        if not firsts or isinstance(family, tuple):
            out += family
        else:
            out += family.firsts() if isinstance(family, OnHead) else (family[0],)
    rest = len(found.flips) + found.sjanse + len(found.idle)  # the moves after the plays
    return out + [move_of(game, _nth(found, i)) for i in range(len(found) - rest, len(found))]


def apply(game: Game, state: State, move: CompactMove) -> State:
    """The state after a legal move (as drawn or listed here). A move the engine listed is
    laid here too when it is one the compact core knows how to lay (cards from one source, a
    flip, a sjanse, a pickup); the others the engine applies."""
    if move[0] == "engine" or move[0] == "listed":
        known = _known(game, state, move[1])
        if move[0] == "listed":  # listed here, with the engine's listing
            game.fast += 1
        else:
            game.counts[left_to_engine(game, state) or "engine"] += 1  # listed by the engine
        if known is None:
            game.counts[APPLIED] += 1
            after = engine_apply(position_of(game, state), move[1])
            return from_position(after, game)[1]
        move = known
    else:
        game.fast += 1
    seat = state.to_move
    match move[0]:
        case "play":
            ints: Cards = move[1]
            hands, ups = state.hands, state.ups
            if hands[seat]:
                hands = _set(hands, seat, hands[seat] & ~mask_of(ints))
            else:
                stacks, ints = _without(game, ups[seat], move[2])
                ups = _set(ups, seat, stacks)
            return lay(game, state, hands, ups, state.downs, state.stock, ints, move[2])
        case "flip":
            column = move[1]
            card = state.downs[seat][column]
            assert card is not None
            downs = _set(state.downs, seat, _set(state.downs[seat], column, None))
            return blind(game, state, downs, state.stock, card)
        case "sjanse":
            return sjanse(game, state)
        case "swap":
            return swap(game, state, move[1], move[2])
        case _:
            return pick_up(game, state, state.downs, state.stock, 0)


APPLIED = "applied by the engine"
"""The count of moves the engine listed and applied too (the others it listed, the compact
core laid)."""


def _known(game: Game, state: State, move: Move) -> CompactMove | None:
    """The compact move of an engine's move that the compact core can lay: a play of cards
    from the hand or from the face-up cards (a play from both, P9, and an Extreme play with a
    four's gift or throw, §4, are the engine's), a flip, a sjanse or a pickup during play;
    None for the others (a pass)."""
    if state.phase != "play" and move.kind != "swap":
        return None
    if move.kind == "play" and not move.give and not move.throw:
        hand = state.hands[state.to_move]
        free = bits(hand) if hand else tuple(
            c for stack in state.ups[state.to_move] for c in stack)
        codes = game.tables.codes
        ints = []
        for code in move.cards:
            card = next((c for c in free if codes[c] == code and c not in ints), None)
            if card is None:
                return None
            ints.append(card)
        return ("play", tuple(ints), move.cards)
    if move.kind == "swap":
        return ("swap", *move.cards)
    if state.opening is not None:  # only a play ends the opening round
        return None
    if move.kind == "flip" and move.column is not None:
        return ("flip", move.column - 1)
    return {"sjanse": SJANSE, "pickup": PICKUP}.get(move.kind)


def _set(values: tuple[Any, ...], at: int, value: Any) -> tuple[Any, ...]:
    return (*values[:at], value, *values[at + 1:])


def _without(game: Game, stacks: tuple[Cards, ...], codes: tuple[str, ...]
             ) -> tuple[tuple[Cards, ...], Cards]:
    """The face-up stacks without a card of each code, taken from the first stack that holds
    one (as the engine takes them), and the ints taken."""
    out = [list(stack) for stack in stacks]
    taken = []
    names = game.tables.codes
    for code in codes:
        stack = next(s for s in out if any(names[c] == code for c in s))
        card = next(c for c in stack if names[c] == code)
        stack.remove(card)
        taken.append(card)
    return tuple(tuple(stack) for stack in out), tuple(taken)


def random_step(game: Game, state: State, rng: random.Random) -> State:
    """The state after a random player's move (:func:`draw`'s rule), a plain one drawn and laid
    in one step (:func:`~idiotcore.compact.plain.plain_move`), the others by :func:`draw` and
    :func:`apply`: the same move either way."""
    after = plain_move(game, state, rng)
    return apply(game, state, draw(game, state, rng)) if after is None else after


def random_game(game: Game, state: State, rng: random.Random, cap: int = 300_000
                ) -> tuple[State, int]:
    """Random play (:func:`random_step`) to the end (or ``cap`` moves): the last state and the
    moves played. A plain move changes no player's cards but its own player's (and a king's
    owner's, who only gains), so the end is looked for after the other moves, and after a
    plain move only when its player's hand is empty."""
    over = is_over(state)
    count = 0
    while not over and count < cap:
        seat = state.to_move
        after = plain_move(game, state, rng)
        if after is None:
            after = apply(game, state, draw(game, state, rng))
            over = is_over(after)
        elif not after.hands[seat]:
            over = is_over(after)
        state = after
        count += 1
    return state, count
