"""Table mechanics shared by every move: how much an evaluation does (:class:`Mode`), whose
turn, refilling from the stock, picking up the pile, laying a play and settling what it causes,
putting cards away (§27). The rules that decide live in :mod:`idiotcore.rules` (§1, §13's
owner, §27's stuck queens, C4's opener, P4's continuing); this is the mechanism that asks them.
What §27 asks after every move is put together by :func:`idiotcore.engine.after_move`.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence

from ..model.cards import Card
from ..model.games import game_of
from ..model.moves import MoveError
from ..model.position import OPENING_ORDER, Play, Player, Position, evolve
from ..model.verdict import Reason, Verdict
from ..rules.classic import c04_opener, c10_burning
from ..rules.extreme import s02_two, s13_king, s27_stuck_queens
from .folding import Folded, PileView, fold, seed_view, view_of


class Mode(enum.Enum):
    """What an evaluation of a move does: the engine's verbs, each doing only its part (the
    model is pokerkit's ``verify_x`` / ``can_x`` / ``x``)."""

    JUDGE = "legality only: no reasons gathered, no table built (listing the legal moves)"
    CHECK = "the verdict with its reasons; no table built (check)"
    APPLY = ("the table after a legal move, with no reasons gathered (apply; an illegal move's "
             "verdict still says why, for the error)")
    RESOLVE = "the verdict with its reasons and the table after (resolve, attempt)"

    @property
    def explains(self) -> bool:
        """Whether a legal move's verdict gathers its reasons."""
        return self in (Mode.CHECK, Mode.RESOLVE)

    @property
    def builds(self) -> bool:
        """Whether the table after the move is built."""
        return self in (Mode.APPLY, Mode.RESOLVE)



Result = tuple[Verdict, Position | None]


def seat_of(position: Position, ref: str) -> int:
    """A player's seat from a name or an index as typed.

    :raises MoveError: if there is no such player.
    """
    if ref.isdecimal() and int(ref) < len(position.players):
        return int(ref)
    for i, p in enumerate(position.players):
        if p.name.lower() == ref.lower():
            return i
    raise MoveError("input.NO_SUCH_PLAYER", ref=ref,
                    names=tuple(p.name for p in position.players))


def next_seat(players: tuple[Player, ...], seat: int) -> int:
    """The next seat after ``seat`` that still has cards (``seat`` itself if none)."""
    return seat_after([not p.has_cards for p in players], seat)


def seat_after(out: Sequence[bool], seat: int) -> int:
    """The next seat after ``seat`` whose player is not ``out`` (per seat), going round the
    table (``seat`` itself if every other is out)."""
    n = len(out)
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if not out[candidate]:
            return candidate
    return seat


def opening(position: Position) -> Position:
    """The table as play begins: the opening round asks seat 0 for 3s (P3), or the player with
    the lowest hand card is to move (C4, R17)."""
    if position.ruleset.opening_round:
        return evolve(position, to_move=0, opening=OPENING_ORDER[0])
    return evolve(position, to_move=c04_opener.starting_seat(position.players))


def turn_over(players: tuple[Player, ...], finished: tuple[int, ...]) -> tuple[int, ...]:
    """``finished`` plus any seat that has just run out of cards, in seat order."""
    return finished_after([not p.has_cards for p in players], finished)


def finished_after(out: Sequence[bool], finished: tuple[int, ...]) -> tuple[int, ...]:
    """``finished`` plus the seats just ``out`` (per seat), in seat order."""
    fresh = tuple(i for i, gone in enumerate(out) if gone and i not in finished)
    return finished + fresh if fresh else finished


def refill(player: Player, stock: tuple[Card, ...], size: int
           ) -> tuple[Player, tuple[Card, ...], tuple[Card, ...]]:
    """Draw from the top of the stock up to ``size`` hand cards (C11, §1); returns the draw."""
    need = refill_count(size, len(player.hand), len(stock))
    if not need:
        return player, stock, ()
    drawn = stock[-need:][::-1]
    rest = stock[: len(stock) - len(drawn)]
    return evolve(player, hand=player.hand + drawn), rest, drawn


def refill_count(size: int, hand_cards: int, stock_cards: int) -> int:
    """How many cards a hand of ``hand_cards`` draws to be refilled up to ``size`` (C11, §1):
    what it lacks, as far as the stock's ``stock_cards`` go."""
    return min(max(0, size - hand_cards), stock_cards)


def stuck_queens(position: Position) -> tuple[Position, Reason] | None:
    """§27: when everyone left is stuck with their queens
    (:func:`idiotcore.rules.extreme.s27_stuck_queens.stuck`), the table with those queens put
    away and the note saying so; else None."""
    if position.is_over:
        return None
    seats = position.in_game()
    why = s27_stuck_queens.stuck(position, seats)
    if why is None:
        return None
    players = list(position.players)
    removed: list[Card] = []
    for i in seats:
        hand, face_up, queens = s27_stuck_queens.without_queens(players[i], why)
        removed += queens
        players[i] = evolve(players[i], hand=hand, face_up=face_up)
    return put_away(position, tuple(players), tuple(removed)), s27_stuck_queens.put_away(
        why, tuple(removed))


def put_away(position: Position, players: tuple[Player, ...], removed: tuple[Card, ...]
             ) -> Position:
    """The table with ``players`` rid of the ``removed`` cards, which go out of the game with
    the burnt ones (§27, §19): whoever has nothing left is out, and the player to move, if out,
    hands the turn on."""
    to_move = position.to_move
    if not players[to_move].has_cards:
        to_move = next_seat(players, to_move)
    after = evolve(position, players=players, burnt=position.burnt + removed,
                   finished=turn_over(players, position.finished), to_move=to_move)
    return seed_view(after, view_of(position))


def pick_up(position: Position, seat: int, extra: tuple[Card, ...] = (),
            to_move: int | None = None) -> Position:
    """``seat`` takes the whole pile (and ``extra`` cards) into the hand (C7, §1); the next
    player goes on unless ``to_move`` says otherwise (§23)."""
    player = position.players[seat]
    players = position.with_player(seat, hand=player.hand + tuple(position.pile_cards()) + extra)
    after = evolve(
        position, players=players, pile=(),
        to_move=next_seat(players, seat) if to_move is None else to_move,
        finished=turn_over(players, position.finished))
    return seed_view(after, PileView())


def lay(position: Position, view: PileView, play: Play) -> Folded:
    """Fold a play onto the pile, for this table: an ace's king pickup needs a king owner who
    is still in the game (a player who went out is not brought back, ruling R20)."""
    folded = fold(position, view, play)
    owner = folded.king_pickup
    if owner is not None and not s13_king.owner_picks_up(position.players[owner].has_cards):
        note = s13_king.owner_out(position.players[owner].name)
        return dataclasses.replace(folded, king_pickup=None, events=(*folded.events, note))
    return folded


def settle(position: Position, seat: int, player: Player, play: Play, folded: Folded
           ) -> Position:
    """The table after a legal play: burn or king pickup, refill, players out, whose turn."""
    rules = position.ruleset
    players = list(position.players)
    players[seat] = player
    pile = (*position.pile, play)
    burnt = position.burnt
    view = folded.view
    if folded.burn:
        burnt = burnt + tuple(c for p in pile for c in p.cards)
        pile, view = (), PileView()
    elif folded.king_pickup is not None:
        owner = players[folded.king_pickup]
        gathered = tuple(c for p in pile for c in p.cards)
        players[folded.king_pickup] = evolve(owner, hand=owner.hand + gathered)
        pile, view = (), PileView()
    refilled, stock, drawn = refill(players[seat], position.stock, rules.hand_size)
    players[seat] = refilled
    final = tuple(players)
    to_move = _who_next(position, final, seat, play, folded, view, drawn)
    after = evolve(position, players=final, pile=pile, stock=stock, burnt=burnt,
                                to_move=to_move, finished=turn_over(final, position.finished))
    if stock or not position.stock:
        after = seed_view(after, view)
    # else the refill took the stock's last cards: the pile is read anew without a stock, as a
    # table typed now is read (R10: fours, and a joker acting as one, lose their effect)
    return after


def _who_next(position: Position, players: tuple[Player, ...], seat: int, play: Play,
              folded: Folded, view: PileView, drawn: tuple[Card, ...]) -> int:
    rules = position.ruleset
    stays = players[seat].has_cards
    if folded.burn:
        return seat if c10_burning.burner_goes_on(rules.after_burn, stays) else next_seat(
            players, seat)
    if folded.king_pickup is not None:
        return next_seat(players, folded.king_pickup)
    if stays and continues(position, view, seat, play, drawn):
        return seat
    return next_seat(players, seat)


def continues(position: Position, view: PileView, seat: int, play: Play,
              drawn: tuple[Card, ...]) -> bool:
    """Does the same player go on? §2 (owed card on your own 2), O7 (optional card after a
    2), P4 (drawing the rank just laid)."""
    if view.demand == s02_two.DEMAND and view.owner == seat:
        return True
    return game_of(position.ruleset).continues(position, play, drawn)
