"""The fours' moves in Extreme Idiot: a black four's gift to another table, a red four's throw of
a face-up card (the mechanism; the rule, its refusals and notes are in
:mod:`idiotcore.rules.extreme.s04_four`)."""

from __future__ import annotations

from typing import Literal

from ..model.cards import UNKNOWN, Card
from ..model.hands import from_hand, remove, without_face_up
from ..model.moves import Move, MoveError
from ..model.position import Play, Player, Position, evolve
from ..model.verdict import Reason
from ..rules.extreme import s04_four
from ..rules.extreme.s02_two import acts_as_two
from .folding import PileView, fold
from .placement import units
from .table import seat_of


def live_four(position: Position, view: PileView, cards: tuple[Card, ...]
              ) -> Literal["black", "red"] | None:
    """``"black"``/``"red"`` when the play ends in a four that acts (a joker acting as one
    too), else None.

    A play on the player's own 2 is read past its 2s (or jokers acting as 2s): what is laid on
    them decides, and a ladder's cards have no effect, its last 4 included.
    """
    if not position.stock or view.nines_owed or not s04_four.may_end_in_four(cards[-1]):
        return None
    runs = units(cards)
    while len(runs) > 1 and acts_as_two(view, runs[0]):
        view = fold(position, view, Play(0, runs[0])).view
        runs = runs[1:]
    if len(runs) > 1 or not s04_four.acts_as_four(view, runs[0]):
        return None
    return s04_four.colour(runs[0][-1])


def free_place(player: Player) -> int | None:
    """Where a gift lands on ``player``'s table: the first empty place, else a new column
    while there are fewer than four; None when the table is full."""
    for col, (up, down) in enumerate(zip(player.face_up, player.face_down, strict=True)):
        if down is None or not up:
            return col
    return len(player.face_down) if len(player.face_down) < s04_four.COLUMNS else None


def gift_targets(position: Position, seat: int) -> list[int]:
    """Players who can receive a black four's gift: others still in the game, with room."""
    return [i for i, p in enumerate(position.players)
            if i != seat and p.has_cards and free_place(p) is not None]


def give(position: Position, seat: int, player: Player, move: Move
         ) -> tuple[Player, Position, list[Reason]] | list[Reason]:
    """A black four's gift: the giver without the card, the table with it, and a note; or
    why not.

    :raises MoveError: if the giver's hand (before the play) holds no such card.
    """
    name = player.name
    targets = gift_targets(position, seat)
    if not move.give:
        if player.hand and targets and position.ruleset.black_four_compulsory:
            known = [card for card in player.hand if card != UNKNOWN]
            example = Move("play", move.cards, give=(known[0] if known else "CARD",
                                                     position.players[targets[0]].name))
            return [s04_four.gift_owed(name, str(example))]
        return player, position, []
    card, ref = move.give
    target = seat_of(position, ref)
    if from_hand(position, seat, (card,)) is None:
        raise MoveError("input.GIFT_NOT_HELD", card=card, who=name)
    rest = remove((card,), list(player.hand))
    if rest is None:
        return [s04_four.gift_laid(name, card)]
    if target not in targets:
        return [s04_four.gift_refused("self" if target == seat else "out"
                                      if not position.players[target].has_cards else "full")]
    receiver = position.players[target]
    col = free_place(receiver)
    assert col is not None
    face_up, face_down = list(receiver.face_up), list(receiver.face_down)
    where: Literal["new", "empty", "up"]
    if col == len(face_down):
        face_up.append(())
        face_down.append(card)
        where = "new"
    elif face_down[col] is None:
        face_down[col] = card
        where = "empty"
    else:
        face_up[col] = (card,)
        where = "up"
    players = position.with_player(target, face_up=tuple(face_up), face_down=tuple(face_down))
    giver = evolve(player, hand=tuple(rest))
    note = s04_four.gives(name, card, receiver.name, where, col + 1)
    return giver, evolve(position, players=players), [note]


def throw(player: Player, four: Card, card: Card) -> tuple[Player, list[Reason]] | Reason:
    """A red four's throw: the thrower (after the play) without the face-up card and a note;
    or why not.

    :raises MoveError: if ``card`` is not among the thrower's face-up cards left.
    """
    stacks = without_face_up(player.face_up, [card])
    if stacks is None:
        raise MoveError("input.THROW_NOT_FACE_UP", card=card, who=player.name)
    if not s04_four.throwable(four, card):
        return s04_four.throw_refused(four, card)
    return evolve(player, face_up=stacks), [s04_four.throws(player.name, card)]
