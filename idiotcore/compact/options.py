"""The legal moves of a compact state by family, counted without writing them out.

The compact core decides nothing itself: which cards may open a play, what a play does to the
pile, which plays of a player's own 2s are legal, all come from the engine's rule functions
through :class:`~idiotcore.compact.tables.Tables`; sequences (O8), the swap phase, Extreme's
ladders (§8), answers to nines (§9) and a four's gifts and throws (§4) are listed by the
engine's own listing functions (:mod:`idiotcore.compact.listed`); Extreme's plays, those on a
player's own 2s (§2) among them, by part (:mod:`idiotcore.compact.plays`).
Where a situation is one it leaves to the engine (:func:`left_to_engine`: the first move of a
game, C4; a turn that goes on, O7 and P4, with 2s in hand; collecting, O2, and swaps in
mid-game, O4; jokers as tens, O1; the last hand with table cards, P9; in Extreme Idiot, the
states :func:`_extreme` names), :func:`options` gives None and the explaining engine lists the
moves (:mod:`idiotcore.compact.core`).

A compact move is a tuple: ``("play", ints, codes)`` (codes sorted, as the engine writes the
move), ``("listed", Move)`` (a sequence, a move of the swap phase, a pass in the opening
round, the end of a turn that went on, a ladder, an answer, a four's gift or throw),
``("flip", column)``, ``("sjanse",)``, ``("pickup",)``, all drawn or listed by the compact core
in a state it handles, or ``("engine", Move)`` in one it leaves to the engine.
"""

from __future__ import annotations

from typing import Any

from ..engine import is_legal
from ..listing.families import Family
from ..model.moves import Move, play_of
from ..rules.classic.c04_opener import as_dealt
from .listed import (
    answer_families,
    four_moves,
    kind_legal,
    on_the_same_turn,
    sequence_families,
    swap_phase,
)
from .plays import OnHead, Part, joined, legal_plays
from .state import Cards, Game, State, position_of, source_mask
from .tables import Group, Tables, play_at

CompactMove = tuple[Any, ...]
PICKUP: CompactMove = ("pickup",)
SJANSE: CompactMove = ("sjanse",)
PASS_MOVE = Move("pass")
PASS: CompactMove = ("listed", PASS_MOVE)


Listed = Family | OnHead | tuple[Move, ...]
"""Moves as the engine's listing gives them: a family of sequences, families of ladders
(with the 2s laid first, if any: :class:`~idiotcore.compact.plays.OnHead`), or moves one
by one."""
Entry = tuple[int, Cards, tuple[str, ...], Group | None]
"""Plays that begin alike: how many, the cards they begin with (ints and codes: a player's own
2s, O7 and P5, else none), and the cards of one rank that follow, any non-empty choice of
them (None: the beginning is the whole play)."""


class Options:
    """The legal moves of a state the compact core handles, by family: the plays (as
    :data:`Entry`), the columns that may be turned, a sjanse, and the moves a random player
    makes only when nothing else is legal (a pickup, a pass in the opening round)."""

    __slots__ = ("active", "entries", "flips", "idle", "listed", "ready", "sjanse")

    def __init__(self, entries: list[Entry], listed: list[Listed], flips: list[int],
                 sjanse: bool, idle: list[CompactMove],
                 ready: list[Part] | None = None) -> None:
        self.entries = entries
        self.listed = listed
        """Moves as the engine's listing gives them: sequences (O8), the swap phase."""
        self.flips = flips
        self.sjanse = sjanse
        self.idle = idle
        self.ready = ready or []
        """Plays written out by part (Extreme Idiot's, :mod:`idiotcore.compact.plays`)."""
        self.active = sum([entry[0] for entry in entries]) + len(flips) + sjanse
        if listed:
            self.active += sum(map(len, listed))
        if ready:
            self.active += sum(len(part[2]) for part in ready)
        """The moves other than the idle ones."""

    def __len__(self) -> int:
        return self.active + len(self.idle)


def left_to_engine(game: Game, state: State) -> str | None:
    """Why the engine lists this state's moves, or None where the compact core lists them. The
    switches it looks at are gathered once per ruleset
    (:class:`~idiotcore.compact.tables.Gates`)."""
    gates = game.tables.gates
    if gates.whole is not None:
        return gates.whole
    if gates.by_parts:
        found = _extreme(game, state, False)
        return found if isinstance(found, str) else None
    if state.phase != "play":
        return "swap phase"  # (listed in options: not reached)
    if state.opening is None and as_dealt(bool(state.pile or state.burnt), state.stock,
                                          gates.fresh_stock):
        return "first move"
    seat = state.to_move
    hand = state.hands[seat]
    if hand and gates.busy_hand:
        return "collect or swap"
    if gates.goes_on and state.pile and state.pile[-1][0] == seat and gates.twos & source_mask(
            state, seat):
        return "same turn goes on, with 2s"
    if gates.odd_cards and source_mask(state, seat) & gates.odd_cards:
        return "jokers as tens"
    if gates.last_hand and hand and game.tables.with_table(hand, state.ups[seat]):
        return "last hand with table cards"
    return None


def _extreme(game: Game, state: State, short: bool) -> Options | str:
    """Extreme Idiot's legal moves by family, or why the engine lists them (a hand of nothing
    but queens, where §27's pass, R15, may be legal). Answers to nines (§9) from the engine's
    listing, kept (:mod:`idiotcore.compact.listed`); the other plays by part
    (:mod:`idiotcore.compact.plays`: plays of one rank, ladders, §8, and what goes on the
    player's own 2s, §2); a four that acts while there is a stock with its gifts and throws
    as the engine lists and judges them on the table (§4). With ``short``, the engine's short
    list: no play goes on after the player's own 2s, ladders one card a rank, answers
    without the 5s that may ride along."""
    tables = game.tables
    if state.phase != "play":
        return "swap phase"
    seat = state.to_move
    pool = source_mask(state, seat)
    ready: list[Part] = []
    listed: list[Listed] = []
    flips: list[int] = []
    idle = [PICKUP] if state.pile else []
    if pool and not pool & ~tables.gates.queens:
        return "only queens"
    owed = tables.views[state.view].nines_owed
    if pool and owed:
        plays, riders = answer_families(game, state, pool & tables.answering, owed, short)
        return Options([], list(riders), [], False, idle, [((), (), plays)])
    if pool:
        laid = legal_plays(game, state, pool, short)
        ready += laid.parts
        listed += laid.ladders
        for part in laid.fours:  # with their gifts and throws (§4)
            listed.append(four_moves(game, state, tuple(joined(part, play) for play in part[2])))
    else:
        flips = [col for col, c in enumerate(state.downs[seat]) if c is not None]
    return Options([], listed, flips, False, idle, ready)


def options(game: Game, state: State, short: bool = False) -> Options | None:
    """The legal moves by family, or None where the engine decides (see :func:`left_to_engine`);
    with ``short``, the short list of :func:`~idiotcore.engine.legal_moves` (in Extreme
    Idiot; the classic games' lists have no shorter form)."""
    if game.tables.gates.by_parts:
        found = _extreme(game, state, short)
        return None if isinstance(found, str) else found
    if state.phase == "swap" and game.tables.gates.whole is None:
        return Options([], [swap_phase(game, state)], [], False, [])
    if left_to_engine(game, state) is not None:
        return None
    seat = state.to_move
    tables = game.tables
    pool = source_mask(state, seat)
    entries: list[Entry] = []
    listed: list[Listed] = []
    flips: list[int] = []
    if pool:
        fits = tables.fits[state.view] if state.opening is None else -1
        if fits < 0:  # not yet asked for (or the opening round's)
            fits = tables.may_open(state.view, state.opening)
        twos = pool & tables.gates.twos
        entries = _entries(tables, pool & ~twos & fits)
        if twos & fits:
            entries += _after_twos(game, state, twos, pool & ~twos)
        if tables.gates.sequences:
            listed += sequence_families(game, state, pool)
    else:
        flips = [col for col, c in enumerate(state.downs[seat]) if c is not None]
    sjanse = tables.gates.sjanse[state.stock]
    if tables.gates.goes_on and state.pile and state.pile[-1][0] == seat:
        groups, flips, sjanse, done = on_the_same_turn(
            game, state, [entry[3] for entry in entries if entry[3] is not None], flips, sjanse)
        entries = [(group[0], (), (), group) for group in groups]
        listed.append(done)
    idle = [PICKUP] if state.pile else []
    if state.opening is not None and kind_legal(game, state, "opening", PASS_MOVE):
        idle.append(PASS)
    return Options(entries, listed, flips, sjanse, idle)


def _entries(tables: Tables, playable: int, head: Cards = (), codes: tuple[str, ...] = ()
             ) -> list[Entry]:
    """One entry per rank of the ``playable`` cards, lowest card's rank first."""
    out: list[Entry] = []
    group, rank_of = tables.group, tables.rank_of
    while playable:
        cards = playable & rank_of[(playable & -playable).bit_length() - 1]
        found = group(cards)
        out.append((found[0], head, codes, found))
        playable ^= cards
    return out


def _after_twos(game: Game, state: State, twos: int, others: int) -> list[Entry]:
    """O7, P5: each choice of the player's 2s, alone (where the engine finds it legal:
    remembered per pile state, the 2s, whether the player holds other cards and the opening
    round's rank, :attr:`Tables.alone`) and with each play that the other cards make on the
    pile as those 2s leave it."""
    tables = game.tables
    out: list[Entry] = []
    choices = tables.group(twos)
    for index in range(choices[0]):
        _, ints, codes = play_at(choices, index)
        key = (state.view, codes, not others, state.opening)
        alone = tables.alone.get(key)
        if alone is None:
            alone = tables.alone[key] = is_legal(position_of(game, state), play_of(codes))
        if alone:
            out.append((1, ints, codes, None))
        if others:  # what follows the 2s is of another rank
            after = tables.step(state.view, not state.stock, state.to_move, codes)[0]
            out += _entries(tables, others & tables.may_open(after, state.opening), ints, codes)
    return out
