"""The referee: what a table reports rather than plays, and acting out of turn.

Extreme Idiot §18 (bad flip), §20.3 (seeing your own face-down cards), §21 (stupid question),
§22 (joining mid-game), §23 (not your turn), §25 (too late to punish), and claims that the last
play broke a rule.
"""

from __future__ import annotations

import dataclasses
import random

from ..model.cards import Card
from ..model.games import game_of
from ..model.moves import Move, MoveError
from ..model.position import Play, Player, Position, evolve
from ..model.rulebook import R
from ..model.verdict import Consequence, Reason, Verdict
from ..rules.classic import c14_illegal_attempts
from ..rules.extreme import (
    s01_course_of_play,
    s18_bad_flip,
    s20_mistakes,
    s21_stupid_question,
    s22_joining,
    s25_time_limit,
)
from .folding import PileView, fold, seed_view, view_of
from .placement import judge_cards
from .table import Mode, Result, pick_up, seat_of


def _refused(position: Position, reason: Reason, *more: Reason) -> Result:
    """A report, claim or join that does not stand: void, nothing happens (a take-back by the
    player to move, who is taken to have made it)."""
    outcome = Consequence("take_back", position.to_move, (reason.rule,))
    return Verdict(False, (reason, *more), outcome), None


def out_of_turn(position: Position, seat: int, move: Move) -> Result:
    """§23: acting out of turn. Classic: taken back. Extreme: the offender picks up the pile
    and the player whose turn it was goes on; a third 6 or a barred queen laid so is also a
    mistake with no mercy (§20.2), whoever lays it and whenever."""
    game = game_of(position.ruleset)
    reasons = game.out_of_turn(position, seat, move.cards if move.kind == "play" else ())
    notes, outcome = game.consequence(position, seat, reasons)
    return Verdict(False, tuple(reasons + notes), outcome), None


def referee(position: Position, move: Move, mode: Mode) -> Result:
    """A report, a claim or a newcomer: §18, §20.3, §21, §22, §25 (explained whatever the
    ``mode``; the table built when it builds)."""
    if not game_of(position.ruleset).referees:
        return _refused(position, c14_illegal_attempts.no_referee(move.body()))
    if move.kind == "join":
        return _join(position, move, mode)
    if move.kind == "claim":
        return _claim(position, move.column or 1, mode)
    assert move.target is not None
    seat = seat_of(position, move.target)
    name = position.players[seat].name
    if not position.players[seat].has_cards:
        return _refused(position, s01_course_of_play.already_out(name))
    if move.event == "peek":
        return _peek(position, seat, move.columns, mode)
    if move.event == "bad_flip":
        late = s18_bad_flip.not_last(position, seat)
        if late is not None:
            return _refused(position, late)
    spared = s20_mistakes.mercy(position, seat, conduct=True)
    rule = s18_bad_flip if move.event == "bad_flip" else s21_stupid_question
    penalty = rule.penalty(name, spared is not None)
    verdict = Verdict(True, (penalty,) if spared is None else (penalty, spared))
    if not mode.builds:
        return verdict, None
    if spared is not None:
        return verdict, position
    return verdict, pick_up(position, seat, to_move=position.to_move)


def _peek(position: Position, seat: int, columns: tuple[int, ...], mode: Mode) -> Result:
    """§20.3: every face-down card seen is replaced by two from the discards, face down."""
    player = position.players[seat]
    for col in columns:
        if col > len(player.face_down) or player.face_down[col - 1] is None:
            raise MoveError("input.PEEK_NO_CARD", where="report peek", name=player.name,
                            column=col)
    if len(set(columns)) != len(columns):
        raise MoveError("input.PEEK_TWICE", where="report peek")
    reasons, take_burnt, take_pile = s20_mistakes.peeked(position, player.name, columns)
    from_pile = position.ruleset.peek_from_pile_only
    burnt = () if from_pile else position.burnt
    pile_cards = tuple(position.pile_cards())
    verdict = Verdict(True, tuple(reasons))
    if not mode.builds:
        return verdict, None
    new_cards: list[Card] = list(burnt[len(burnt) - take_burnt:]) + list(pile_cards[:take_pile])
    # Shuffled before they are laid, so where each lands says nothing of where it came from;
    # seeded by the table, so the engine stays reproducible.
    random.Random(f"{R.S20_3} {position.to_move} {' '.join(new_cards)} {' '.join(pile_cards)}"
                  ).shuffle(new_cards)
    seen = [player.face_down[c - 1] for c in columns]
    face_down = list(player.face_down)
    face_up = list(player.face_up)
    for col in columns:
        face_down[col - 1] = new_cards.pop()
    for card in new_cards:
        face_down.append(card)
        face_up.append(())
    rest_burnt = burnt[: len(burnt) - take_burnt] if not from_pile else position.burnt
    pile = _drop_bottom(position.pile, take_pile)
    players = position.with_player(seat, face_down=tuple(face_down), face_up=tuple(face_up))
    after = evolve(position, players=players, pile=pile,
                                burnt=tuple(c for c in seen if c is not None) + rest_burnt)
    return verdict, after


def _drop_bottom(pile: tuple[Play, ...], count: int) -> tuple[Play, ...]:
    """The pile without its ``count`` bottom cards (R18: taken when the discards run short)."""
    out: list[Play] = []
    for play in pile:
        if count >= len(play.cards):
            count -= len(play.cards)
            continue
        out.append(dataclasses.replace(play, cards=play.cards[count:]))
        count = 0
    return tuple(out)


def _join(position: Position, move: Move, mode: Mode) -> Result:
    """§22: a newcomer joins while the stock lasts, with one extra face-down card (R19)."""
    name = move.target or ""
    refused = s22_joining.refusal(position, name)
    if refused is not None:
        return _refused(position, refused)
    if any(p.name.lower() == name.lower() for p in position.players):
        raise MoveError("input.NAME_TAKEN", where="join", name=name)
    verdict = Verdict(True, (s22_joining.joins(name),))
    if not mode.builds:
        return verdict, None
    stock = list(position.stock)
    face_down, face_up, hand = ([stock.pop() for _ in range(min(count, len(stock)))]
                                for count in s22_joining.DEAL)
    width = len(face_down)
    newcomer = Player(
        name=name, hand=tuple(hand),
        face_up=tuple((c,) for c in face_up) + ((),) * (width - len(face_up)),
        face_down=tuple(face_down),
        games_played=None,  # experienced unless the position says otherwise (§22, §20.1)
    )
    after = evolve(position, players=(*position.players, newcomer), stock=tuple(stock))
    return verdict, seed_view(after, view_of(position))


def _claim(position: Position, depth: int, mode: Mode) -> Result:
    """A claim that the play ``depth`` from the top broke a rule (§25 decides if it is late)."""
    if depth > len(position.pile):
        return _refused(position, s25_time_limit.no_play(depth))
    index = len(position.pile) - depth
    view = PileView()
    for play in position.pile[:index]:
        view = fold(position, view, play).view
    play = position.pile[index]
    found = judge_cards(position, view, play.cards, play.by)
    offender = position.players[play.by].name
    if not found:
        return _refused(position, s21_stupid_question.wrong_claim(offender, play.cards))
    if depth > 1 and not s25_time_limit.never_expires(position, found):
        return _refused(position, s25_time_limit.expired(offender, play.cards), *found)
    notes, outcome = game_of(position.ruleset).consequence(position, play.by, found)
    reasons = (s25_time_limit.right(offender, play.cards), *found, *notes)
    verdict = Verdict(True, reasons, outcome)
    if not mode.builds:
        return verdict, None
    if outcome.kind == "take_back" and depth == 1:
        taker = position.players[play.by]
        players = position.with_player(play.by, hand=taker.hand + play.cards)
        after = evolve(position, players=players, pile=position.pile[:-1], to_move=play.by)
        return verdict, seed_view(after, view)
    return verdict, pick_up(position, play.by, to_move=position.to_move)
