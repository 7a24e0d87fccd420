"""The referee: what a table reports rather than plays, and acting out of turn.

Extreme Idiot §18 (bad flip), §20.3 (seeing your own face-down cards), §21 (stupid question),
§22 (joining mid-game), §23 (not your turn), §25 (too late to punish), and claims that the last
play broke a rule.
"""

from __future__ import annotations

import dataclasses
import random

from .cards import Card, show_all
from .conduct import consequence, never_expires
from .moves import Move, MoveError
from .pile import PileView, fold, seed_view, view_of
from .placement import judge_cards
from .position import Play, Player, Position, evolve
from .table import Result, pick_up, seat_of
from .verdict import Code, Consequence, Reason, Verdict
from .wording import does, their, whose


def _refused(position: Position, reason: Reason, *more: Reason) -> Result:
    """A report, claim or join that does not stand: void, nothing happens (a take-back by the
    player to move, who is taken to have made it)."""
    outcome = Consequence("take_back", position.to_move, (reason.rule,))
    return Verdict(False, (reason, *more), outcome), None


def _extreme_only(position: Position, move: Move) -> Result | None:
    if position.ruleset.family == "extreme":
        return None
    return _refused(position, Reason(Code.NOT_ALLOWED, "C14", f"'{move.body()}' belongs to Extreme "
                           "Idiot's table rules; classic Idiot has no referee (C14)."))


def out_of_turn(position: Position, seat: int) -> Result:
    """§23: acting out of turn. Classic: taken back. Extreme: the offender picks up the pile
    and the player whose turn it was goes on."""
    name = position.players[seat].name
    due = position.player.name
    if position.ruleset.family != "extreme":
        cites = position.ruleset.cites
        rule = cites.opener if not position.pile and not position.burnt else cites.turn
        reasons = [Reason(Code.NOT_YOUR_TURN, rule, f"it is {whose(due)} turn, not "
                          f"{whose(name, alone=True)} ({rule}).")]
    else:
        reasons = [Reason(Code.NOT_YOUR_TURN, "§23", f"it is {whose(due)} turn, not "
                          f"{whose(name, alone=True)}: acting out of turn costs the whole pile, "
                          f"and {does(due, 'goes', mid=True)} on (§23).")]
    notes, outcome = consequence(position, seat, reasons)
    return Verdict(False, tuple(reasons + notes), outcome), None


def referee(position: Position, move: Move, build: bool) -> Result:
    """A report, a claim or a newcomer: §18, §20.3, §21, §22, §25."""
    refused = _extreme_only(position, move)
    if refused:
        return refused
    if move.kind == "join":
        return _join(position, move, build)
    if move.kind == "claim":
        return _claim(position, move.column or 1, build)
    assert move.target is not None
    seat = seat_of(position, move.target)
    name = position.players[seat].name
    if not position.players[seat].has_cards:
        return _refused(position, Reason(Code.NOT_ALLOWED, "§1", f"{does(name, 'is')} out of the game "
                                         "already; there is nothing to punish (§1)."))
    if move.event == "peek":
        return _peek(position, seat, move.columns, build)
    if move.event == "bad_flip":
        late = _flip_not_last(position, seat)
        if late is not None:
            return _refused(position, late)
    rule = "§18" if move.event == "bad_flip" else "§21"
    what = "flipped a card the wrong way" if rule == "§18" else "asked a too stupid question"
    verdict = Verdict(True, (Reason(Code.PENALTY, rule, f"{name} {what}: "
                                    f"{does(name, 'picks up', mid=True)} the whole pile "
                                    f"({rule})."),))
    if not build:
        return verdict, None
    return verdict, pick_up(position, seat, to_move=position.to_move)


def _flip_not_last(position: Position, seat: int) -> Reason | None:
    """Why a report of a bad flip by ``seat`` can't stand (§18, §25), or None if it can: the
    flip must be that player's last act, so their blind card lies on top of the pile and they
    have no hand or face-up cards left to have played instead."""
    player = position.players[seat]
    name = player.name
    if player.source != "face_down":
        where = "hand cards" if player.hand else "face-up cards"
        return Reason(Code.NO_FLIP, "§18", f"{does(name, 'still plays')} from {their(name)} "
                      f"{where}, so {their(name)} last move was not a blind flip: there is no "
                      "flip to report (§18).")
    top = position.pile[-1] if position.pile else None
    if top is None or top.by != seat or len(top.cards) != 1:
        return Reason(Code.EXPIRED, "§25", f"{whose(name, start=True)} flip is no longer the "
                      "last thing on the table: the next player has acted since, so it is too "
                      "late to punish (§25).")
    return None


def _peek(position: Position, seat: int, columns: tuple[int, ...], build: bool) -> Result:
    """§20.3: every face-down card seen is replaced by two from the discards, face down."""
    player = position.players[seat]
    for col in columns:
        if col > len(player.face_down) or player.face_down[col - 1] is None:
            raise MoveError(f"report peek: {player.name} has no face-down card in column {col}")
    if len(set(columns)) != len(columns):
        raise MoveError("report peek: name each column once")
    need = 2 * len(columns)
    from_pile = position.ruleset.peek_from_pile_only
    burnt = () if from_pile else position.burnt
    pile_cards = tuple(position.pile_cards())
    take_burnt = min(need, len(burnt))
    take_pile = min(need - take_burnt, len(pile_cards))
    where = "the burnt cards" if not from_pile else "the pile"
    reasons = [Reason(Code.PENALTY, "§20.3", f"{player.name} saw {their(player.name)} own face-down card in "
                      f"column {', '.join(map(str, columns))}: each is replaced by two cards from "
                      f"{where}, face down; the four-column limit does not apply, and there is no "
                      "mercy (§20.3).")]
    if take_burnt + take_pile < need:
        reasons.append(Reason(Code.PENALTY, "§20.3", f"Only {take_burnt + take_pile} cards are "
                              "there to take, so that is all the player gets."))
    verdict = Verdict(True, tuple(reasons))
    if not build:
        return verdict, None
    new_cards: list[Card] = list(burnt[len(burnt) - take_burnt:]) + list(pile_cards[:take_pile])
    # Shuffled before they are laid, so where each lands says nothing of where it came from;
    # seeded by the table, so the engine stays reproducible.
    random.Random(f"§20.3 {position.to_move} {' '.join(new_cards)} {' '.join(pile_cards)}"
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


def _join(position: Position, move: Move, build: bool) -> Result:
    """§22: a newcomer joins while the stock lasts, with one extra face-down card (R19)."""
    name = move.target or ""
    if not position.stock:
        return _refused(position, Reason(Code.JOIN, "§22", f"{name} can't join: the stock is empty "
                               "(§22)."))
    most = position.ruleset.max_players
    if len(position.players) >= most:
        return _refused(position, Reason(Code.JOIN, "§22", f"{name} can't join: the table already has "
                               f"{most} players (§22)."))
    if any(p.name.lower() == name.lower() for p in position.players):
        raise MoveError(f"join: there is already a player called {name}")
    verdict = Verdict(True, (Reason(Code.LEGAL, "§22", f"{name} joins with three face-down, one "
                                    "extra face-down, three face-up and three hand cards from "
                                    "the stock, as far as it lasts (§22)."),))
    if not build:
        return verdict, None
    stock = list(position.stock)

    def deal(count: int) -> list[Card]:
        cards = [stock.pop() for _ in range(min(count, len(stock)))]
        return cards

    face_down = deal(4)
    face_up = deal(3)
    hand = deal(3)
    width = len(face_down)
    newcomer = Player(
        name=name, hand=tuple(hand),
        face_up=tuple((c,) for c in face_up) + ((),) * (width - len(face_up)),
        face_down=tuple(face_down),
        games_played=None,  # experienced unless the position says otherwise (§22, §20.1)
    )
    after = evolve(position, players=(*position.players, newcomer),
                                stock=tuple(stock))
    return verdict, seed_view(after, view_of(position))


def _claim(position: Position, depth: int, build: bool) -> Result:
    """A claim that the play ``depth`` from the top broke a rule (§25 decides if it is late)."""
    if depth > len(position.pile):
        return _refused(position, Reason(Code.CLAIM, "§25", f"there is no play {depth} from the top of "
                               "the pile to claim against (§25)."))
    index = len(position.pile) - depth
    view = PileView()
    for play in position.pile[:index]:
        view = fold(position, view, play).view
    play = position.pile[index]
    found = judge_cards(position, view, play.cards, play.by)
    offender = position.players[play.by].name
    if not found:
        return _refused(position, Reason(Code.CLAIM, "§21", f"the claim is wrong: {whose(offender)} "
                               f"{show_all(play.cards)} was legal there. A table may count a "
                               "claim this wrong as a stupid one (§21)."))
    if depth > 1 and not never_expires(position, found):
        return _refused(position, Reason(Code.EXPIRED, "§25", f"{whose(offender, start=True)} "
                               f"{show_all(play.cards)} broke a rule, but the next player has "
                               "acted since: too late to punish (§25)."), *found)
    notes, outcome = consequence(position, play.by, found)
    reasons = (Reason(Code.CLAIM, "§25", f"the claim is right: {whose(offender)} "
                      f"{show_all(play.cards)} broke a rule."), *found, *notes)
    verdict = Verdict(True, reasons, outcome)
    if not build:
        return verdict, None
    if outcome.kind == "take_back" and depth == 1:
        taker = position.players[play.by]
        players = position.with_player(play.by, hand=taker.hand + play.cards)
        after = evolve(position, players=players, pile=position.pile[:-1],
                                    to_move=play.by)
        return verdict, seed_view(after, view)
    return verdict, pick_up(position, play.by, to_move=position.to_move)

