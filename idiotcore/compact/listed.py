"""Moves the compact core lists with the engine's own listing functions, or keeps as the
engine judges them: O8's sequences (:func:`idiotcore.listing.candidates.sequences`, families of
:class:`~idiotcore.listing.families.Chains`) from the player's cards, each family kept when the
engine finds its first member legal, remembered per pile state and ranks (the rules judge a
family's members alike); and the swap phase's moves
(:func:`idiotcore.listing.candidates.candidates`), kept by kind as the engine judges the first of
each kind; and, when a player goes on with the same turn (O7, P4), the moves of a turn that the
engine finds legal then. A swap itself is laid here."""

from __future__ import annotations

from typing import Any, NamedTuple

from ..engine import is_legal
from ..listing.candidates import (
    answers,
    candidates,
    combos,
    four_options,
    ladders,
    leads,
    sequences,
)
from ..listing.families import Chains, Riders
from ..model.cards import Card
from ..model.moves import Move, play_of
from .state import Cards, Game, State, bits, position_of
from .tables import Alike, Group, alike

DONE = Move("done")


def sequence_families(game: Game, state: State, pool: int) -> list[Chains]:
    """The legal sequences of the cards in ``pool`` (the player's hand or face-up cards), as
    families of plays."""
    tables = game.tables
    fits = tables.may_open(state.view)
    cards = bits(pool)
    codes = [tables.codes[i] for i in cards]
    opening = {tables.codes[i]: bool(fits >> i & 1) for i in cards}
    legal = []
    for family in sequences(codes, opening, None):
        key = (state.view, tuple(options[0][0][0] for options in family.steps))
        known = tables.chains.get(key)
        if known is None:
            known = is_legal(position_of(game, state), family[0])
            tables.chains[key] = known
        if known:
            legal.append(family)
    return legal


def swap_phase(game: Game, state: State) -> tuple[Move, ...]:
    """The legal moves of the swap phase (O3, W1, P2): the engine's candidates, kept by kind
    as the engine judges the first of each kind (remembered per ruleset)."""
    position = position_of(game, state)
    return tuple(move for move in candidates(position) if kind_legal(game, state, "swap", move))


def kind_legal(game: Game, state: State, situation: str, move: Move) -> bool:
    """Whether the engine finds ``move`` legal, asked for the first move of its kind in the
    ``situation`` and remembered for the others (where the rules judge a kind alike)."""
    known = game.tables.kinds
    legal = known.get((situation, move.kind))
    if legal is None:
        legal = is_legal(position_of(game, state), move)
        known[situation, move.kind] = legal
    return legal


def swap(game: Game, state: State, hand_card: str, table_card: str) -> State:
    """The state after the player to move swaps a hand card for a lone face-up card (the first
    column that holds it alone, as the engine takes it)."""
    seat = state.to_move
    codes = game.tables.codes
    hand = state.hands[seat]
    given = next(c for c in bits(hand) if codes[c] == hand_card)
    stacks = state.ups[seat]
    column = next(i for i, stack in enumerate(stacks)
                  if len(stack) == 1 and codes[stack[0]] == table_card)
    taken = stacks[column][0]
    ups: tuple[Cards, ...] = (*stacks[:column], (given,), *stacks[column + 1:])
    hands = (*state.hands[:seat], hand & ~(1 << given) | 1 << taken, *state.hands[seat + 1:])
    return state._replace(hands=hands, ups=(*state.ups[:seat], ups, *state.ups[seat + 1:]))


def on_the_same_turn(game: Game, state: State, groups: list[Group], flips: list[int],
                     sjanse: bool) -> tuple[list[Group], list[int], bool, tuple[Move, ...]]:
    """O7, P4: the player to move goes on with the turn they just played in. Of the moves a
    turn has (plays of one rank each, the flips, a sjanse) and ``done``, those the engine finds
    legal now: asked for one play of each rank and one move of each kind, and remembered per
    pile state and the play just made (the rules judge a rank's plays alike)."""
    top = game.codes(state.pile[-1][1])
    known = game.tables.same_turn

    def legal(what: object, move: Move) -> bool:
        key = (state.view, top, what)
        found = known.get(key)
        if found is None:
            found = known[key] = is_legal(position_of(game, state), move)
        return found

    kept = [group for group in groups
            if legal(group[1][0][0][0], play_of((group[1][0][0],)))]
    if flips and not legal("flip", Move("flip", column=flips[0] + 1)):
        flips = []
    sjanse = sjanse and legal("sjanse", Move("sjanse"))
    return kept, flips, sjanse, (DONE,) if legal("done", DONE) else ()


class Ladders(NamedTuple):
    """Families of ladders (§8), each family's size, and their sum (asked for at every draw)."""

    families: tuple[Chains, ...]
    sizes: tuple[int, ...]
    size: int


def ladder_families(game: Game, view: int, eights: int, others: int, single: bool = False
                    ) -> Ladders:
    """§8: the legal ladders on pile state ``view`` that begin with some of the ``eights`` (a
    mask of one rank's cards, the player's 8s) and climb on from the ``others`` (a mask of
    their other cards): of the engine's listing's (:func:`ladder_candidates`), those whose
    first card opens there, kept when the engine lets a family's first member go;
    remembered per pile state and cards (of the others, those the 8s' ladders may climb on:
    :meth:`Tables.climbable`). With ``single``, the short list's: from one 8, one card a rank."""
    tables = game.tables
    others &= tables.climbable(eights, others)
    key = ("ladders", view, eights, others, single)
    found: Ladders | None = tables.families.get(key)
    if found is None:
        fits = tables.may_open(view)
        families: list[Chains] = []
        sizes: list[int] = []
        for first, unit in ladder_starts(game, eights):
            if fits >> first & 1 and not (single and len(unit) > 1):
                for alike, cards, family, size in ladder_candidates(
                        game, unit, others & tables.climbable(1 << first, others), single):
                    if tables.judged_alike(view, alike, cards):
                        families.append(family)
                        sizes.append(size)
        found = tables.families[key] = Ladders(tuple(families), tuple(sizes), sum(sizes))
    return found


def ladder_starts(game: Game, eights: int) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    """The choices of ``eights`` a ladder may start with, as the engine's listing makes them
    (:func:`~idiotcore.listing.candidates.combos`, each distinct first card:
    :func:`~idiotcore.listing.candidates.leads`), with the int of the first card; remembered per cards."""
    tables = game.tables
    key = ("ladder starts", eights)
    found: tuple[tuple[int, tuple[Card, ...]], ...] | None = tables.families.get(key)
    if found is None:
        found = tables.families[key] = tuple(
            (tables.ints[unit[0]][0], unit)
            for combo in combos(list(game.codes(bits(eights)))) for unit in leads(combo))
    return found


Candidate = tuple[Alike, tuple[Card, ...], Chains, int]
"""A family of ladders not yet judged: how the rules judge it (:data:`Alike`), its first
member's cards, the family and its size."""


def ladder_candidates(game: Game, start: tuple[Card, ...], others: int, single: bool
                      ) -> tuple[Candidate, ...]:
    """§8: the families of ladders the engine's listing writes from the 8s ``start``,
    climbing on from the ``others`` (:func:`~idiotcore.listing.candidates.ladders`; ``single``: one
    card a rank), on any pile (not yet judged); remembered per cards."""
    tables = game.tables
    key = ("ladder candidates", start, others, single)
    found: tuple[Candidate, ...] | None = tables.families.get(key)
    if found is None:
        found = tables.families[key] = tuple(
            (alike(cards), cards, family, len(family))
            for family in ladders(start, list(game.codes(bits(others))), single)
            for cards in [family[0].cards])
    return found


def answer_families(game: Game, state: State, pool: int, owed: int, short: bool = False
                    ) -> tuple[tuple[tuple[Any, ...], ...], tuple[Riders, ...]]:
    """§9: the legal answers to ``owed`` nines from the cards of ``pool`` (those that answer:
    :attr:`Tables.answering`), as the engine's listing writes them
    (:func:`~idiotcore.listing.candidates.answers`): plays, and families of the 5s that ride along,
    each kept when the engine lets it (a family: its first member) go; remembered per pile
    state and cards. With ``short``, the short list's: no 5s ride along."""
    tables = game.tables
    key = ("answers", state.view, pool, short)
    found: tuple[tuple[tuple[Any, ...], ...], tuple[Riders, ...]] | None = tables.families.get(
        key)
    if found is None:
        plays: list[tuple[Any, ...]] = []
        riders: list[Riders] = []
        for answer in answers(list(game.codes(bits(pool))), owed, short):
            if isinstance(answer, Riders):
                if tables.judged(state.view, answer[0].cards):
                    riders.append(answer)
            elif tables.judged(state.view, answer):
                plays.append(("play", tables.carry(pool, answer), answer))
        found = tuple(plays), tuple(riders)
        tables.families[key] = found
    return found


def four_moves(game: Game, state: State, fours: tuple[tuple[Any, ...], ...]
               ) -> tuple[Move, ...]:
    """§4: the legal moves of plays that end in a four that acts (with a stock): each play
    alone and with each gift or throw the engine's listing offers
    (:func:`~idiotcore.listing.candidates.four_options`), as the engine judges them on the table."""
    position = position_of(game, state)
    view = game.tables.views[state.view]
    return tuple(move for play in fours for move in four_options(position, view, play[2])
                 if is_legal(position, move))
