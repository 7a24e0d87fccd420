"""The engine's verbs: :func:`check` a move, list :func:`legal_moves`, :func:`apply` one,
:func:`resolve` it (apply, or carry out the table's consequence of an illegal move), and
:func:`attempt` it (resolve, saying what the table does, for the pages and notebooks that let a
reader try a move).

All of them share one evaluation, so they can never disagree; positions are never changed in
place, so an illegal attempt cannot lose a card.
"""

from __future__ import annotations

import dataclasses

from .judge import arranging, laying
from .judge.referee import out_of_turn, referee
from .judge.table import Mode, Result, opening, pick_up, seat_of
from .listing.candidates import legal_moves_with
from .listing.families import LegalMoves, canonical
from .model.games import game_of
from .model.moves import Move, UnknownCardError, parse_move
from .model.position import Position
from .model.verdict import Reason, Verdict
from .rules.classic.c04_opener import starting_seat
from .rules.extreme import s01_course_of_play, s23_out_of_turn
from .rules.optional import o3_swap
from .rules.portuguese import p03_opening_round

__all__ = ["Attempt", "IllegalMoveError", "LegalMoves", "UnknownCardError", "apply", "attempt",
           "canonical", "check", "is_legal", "legal_moves", "opening", "resolve", "starting_seat"]

class IllegalMoveError(ValueError):
    """:func:`apply` was given a move the rules forbid; ``verdict`` says why."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.message)
        self.verdict = verdict


def evaluate(position: Position, move: Move, mode: Mode) -> Result:
    """Judge ``move`` as ``mode`` asks: legality only, the verdict with its reasons, the table
    after, or both (see :class:`~idiotcore.judge.table.Mode`); a table built goes through §27
    (:func:`after_move`), whose notes join the verdict when it explains."""
    verdict, after = _judged(position, move, mode)
    if after is None:
        return verdict, None
    after, notes = after_move(after)
    if notes and mode.explains:
        verdict = dataclasses.replace(verdict, reasons=(*verdict.reasons, *notes))
    return verdict, after


def after_move(position: Position) -> tuple[Position, tuple[Reason, ...]]:
    """§27 after a move, as often as it comes up: the queens everyone left is stuck with
    (:func:`~idiotcore.judge.table.stuck_queens`), then the cards that can only go round
    (:func:`~idiotcore.judge.rounds.going_round`, which follows every move with this engine's
    own verbs), put away; the table, and the notes saying so."""
    notes: list[Reason] = []
    while True:
        found = game_of(position.ruleset).put_away(position, legal_moves, apply)
        if found is None:
            return position, tuple(notes)
        position, note = found
        notes.append(note)


def _judged(position: Position, move: Move, mode: Mode) -> Result:
    """:func:`evaluate`'s verdict, and the table the move builds, before §27."""
    if move.kind in ("report", "claim", "join"):
        return referee(position, move, mode)
    seat = position.to_move if move.actor is None else seat_of(position, move.actor)
    if position.is_over:
        return Verdict(False, (s01_course_of_play.game_over(position.ruleset.cites.over),)), None
    if seat != position.to_move:
        return out_of_turn(position, seat, move)
    if position.phase == "swap" and move.kind not in ("swap", "done"):
        return laying.illegal(position, seat, [o3_swap.phase_only(position.ruleset)], mode)
    refused = (p03_opening_round.refusal(position, seat, move) if position.opening is not None
               else game_of(position.ruleset).opening_refusal(position, seat, move))
    if refused:
        return laying.illegal(position, seat, refused, mode)
    match move.kind:
        case "play":
            return laying.play(position, seat, move, mode)
        case "flip":
            return laying.flip(position, seat, move, mode)
        case "pickup":
            return laying.pickup(position, seat, mode)
        case "sjanse":
            return laying.sjanse(position, seat, mode)
        case "swap":
            return arranging.swap(position, seat, move, mode)
        case "collect":
            return arranging.collect(position, seat, move, mode)
        case "done":
            return arranging.done(position, seat, mode)
        case _:
            return arranging.pass_turn(position, seat, mode)


def is_legal(position: Position, move: Move | str) -> bool:
    """Is ``move`` legal here? Judged only: no reasons gathered, no table built.

    >>> from idiotcore import from_notation
    >>> p = from_notation("classic/0/A:7H9C::;B:xxxxxx::/1.QD/10/0")
    >>> is_legal(p, "play 7H"), is_legal(p, "pickup")
    (False, True)
    """
    return evaluate(position, _as_move(move), Mode.JUDGE)[0].legal


def _as_move(move: Move | str) -> Move:
    return parse_move(move) if isinstance(move, str) else move


def check(position: Position, move: Move | str, language: str | None = None) -> Verdict:
    """Is ``move`` legal here, and why (or why not)? ``language``: the verdict's sentences'
    (``en``, ``nb``; None: the language in force, English unless set).

    >>> from idiotcore import from_notation
    >>> p = from_notation("classic/0/A:7H9C::;B:xxxxxx::/1.QD/10/0")
    >>> v = check(p, "play 7H")
    >>> v.legal, v.rules
    (False, ['C5', 'C3'])
    >>> v.reasons[0].message
    'the 7♥ is lower than the Q♦ on the pile (C5).'
    >>> check(p, "play 7H", "nb").rules
    ['C5', 'C3']

    :raises MoveError: if the text does not parse or names a card or player that is not there.
    """
    return evaluate(position, _as_move(move), Mode.CHECK)[0].in_language(language)


def apply(position: Position, move: Move | str) -> Position:
    """The position after a legal ``move``.

    :raises IllegalMoveError: if the rules forbid the move (the verdict is attached).
    :raises MoveError: as :func:`check`, or when the outcome hangs on an unknown card.
    """
    verdict, after = evaluate(position, _as_move(move), Mode.APPLY)
    if not verdict.legal or after is None:
        raise IllegalMoveError(verdict)
    return after


def resolve(position: Position, move: Move | str, language: str | None = None
            ) -> tuple[Verdict, Position]:
    """The verdict (in ``language``, as :func:`check`) and the table afterwards: the move
    applied, or its consequence carried out (a penalty pickup in Extreme Idiot; nothing for a
    take-back)."""
    verdict, after = evaluate(position, _as_move(move), Mode.RESOLVE)
    verdict = verdict.in_language(language)
    if verdict.legal and after is not None:
        return verdict, after
    outcome = verdict.consequence
    if outcome is None or outcome.kind == "take_back" or not position.pile:
        return verdict, position
    keep = s23_out_of_turn.turn_after(position, outcome.player)
    return verdict, after_move(pick_up(position, outcome.player, to_move=keep))[0]


@dataclasses.dataclass(frozen=True)
class Attempt:
    """A move tried on a table: the verdict and the table afterwards (see :func:`attempt`)."""

    before: Position
    move: Move
    verdict: Verdict
    after: Position
    """The move applied, or the table's consequence of an illegal move carried out; ``before``
    itself when nothing changes (a take-back) or when the outcome is :attr:`unknown`."""
    unknown: bool = False
    """The move is legal, but what follows hangs on a card typed as ``??``: the verdict is
    :func:`check`'s and the table after can't be known (``after`` is ``before``)."""

    @property
    def changed(self) -> bool:
        """Whether the table after differs from the table before."""
        return self.after != self.before

    @property
    def taken_back(self) -> bool:
        """Whether the table's consequence is a take-back."""
        return self.verdict.consequence is not None and self.verdict.consequence.kind == "take_back"

    @property
    def rules(self) -> list[str]:
        """The rule ids cited: the verdict's, most decisive first, then its consequence's, each
        once."""
        cited = list(self.verdict.rules)
        if self.verdict.consequence is not None:
            cited += [r for r in self.verdict.consequence.rules if r not in cited]
        return cited


def attempt(position: Position, move: Move | str, language: str | None = None) -> Attempt:
    """Try ``move``: :func:`resolve` it, or, when the move is legal but its outcome hangs on a
    card typed as ``??``, :func:`check` it and leave the table as it is (flagged ``unknown``);
    the verdict in ``language``, as :func:`check`.

    >>> from idiotcore import from_notation
    >>> a = attempt(from_notation("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"), "play 8H")
    >>> a.verdict.legal, a.verdict.consequence.kind, a.rules, a.changed, a.unknown
    (False, 'pick_up', ['§7', '§20.1'], True, False)
    >>> a.after.players[0].hand == a.before.players[0].hand + ("7C",)
    True

    :raises MoveError: as :func:`check`, if the text does not parse or names a card or player
        that is not there.
    """
    parsed = _as_move(move)
    try:
        verdict, after = resolve(position, parsed, language)
    except UnknownCardError:
        return Attempt(position, parsed, check(position, parsed, language), position, unknown=True)
    return Attempt(position, parsed, verdict, after)


def legal_moves(position: Position, short: bool = False) -> LegalMoves:
    """Every legal move of the player to move (referee reports and joins are not listed).

    In a big Extreme hand the full list can run to millions: each ladder may take any of the
    equal cards of each rank (§8), also on the player's own 2 (§2); so can classic sequences
    (O8), a suit for each rank. The list keeps these as families of choices per rank
    (:class:`~idiotcore.listing.families.Chains`), so it is counted,
    indexed (``moves[i]``, for a uniform random pick) and searched (``in``) without writing
    them out; iterating writes them out one by one. The ``short`` list is what a player reads:
    a 2 is listed alone (its player then moves again and lays what goes on it) and a ladder
    takes one card of each rank. Every move in it is legal; computer players and the Play page
    use it. The list is remembered on the position (positions never change), so asking
    again is free.

    >>> from idiotcore import from_notation
    >>> p = from_notation("classic/0/A:7H9C::;B:xxxxxx::/1.8D/10/0")
    >>> [str(m) for m in legal_moves(p)]
    ['play 9C', 'pickup', 'sjanse']
    >>> q = from_notation("extreme/0/A:2H7C::;B:xxxxxx::/1.6D/10/0")
    >>> [str(m) for m in legal_moves(q)], [str(m) for m in legal_moves(q, short=True)]
    (['play 2H', 'play 2H 7C', 'play 7C', 'pickup'], ['play 2H', 'play 7C', 'pickup'])
    """
    key = "_legal_short" if short else "_legal"
    parts = position.__dict__.get(key)
    if parts is not None:
        return LegalMoves(position, parts, is_legal)
    listed = legal_moves_with(position, is_legal, short)
    object.__setattr__(position, key, listed.parts)  # not the list: it refers to the position
    return listed
