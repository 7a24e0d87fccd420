"""Extreme Idiot §4: the black four gives a hand card to another table (§4.1), the red four
throws out a face-up card of its suit (§4.2), and neither acts once the stock is empty (§4.3)."""

from __future__ import annotations

from typing import Literal

from .cards import VALUE, Card, is_joker, is_red, show
from .moves import Move, MoveError
from .pile import PileView, acts_as_two, fold, joker_acts_as
from .placement import units
from .position import Play, Player, Position, evolve
from .table import remove, seat_of, without_face_up
from .verdict import Code, Reason
from .wording import does, named, whose


def live_four(position: Position, view: PileView, cards: tuple[Card, ...]
              ) -> Literal["black", "red"] | None:
    """``"black"``/``"red"`` when the play ends in a four that acts (§4, §15), else None.

    A play on the player's own 2 (§2) is read past its 2s (or jokers acting as 2s): what is
    laid on them decides, and a ladder's cards have no effect (§8), its last 4 included.
    """
    if (position.ruleset.family != "extreme" or not position.stock or view.nines_owed
            or VALUE[cards[-1]] not in (0, 4)):  # it ends in a 4, or jokers acting as one
        return None
    runs = units(cards)
    while len(runs) > 1 and acts_as_two(view, runs[0]):
        view = fold(position, view, Play(0, runs[0])).view
        runs = runs[1:]
    if len(runs) > 1:
        return None
    last = runs[0]
    if is_joker(last[0]):
        if joker_acts_as(view.value, len(last)) != 4:
            return None
    elif VALUE[last[0]] != 4:
        return None
    return "red" if is_red(last[-1]) else "black"


def dead_four_reason(position: Position, move: Move) -> Reason:
    """Why a gift or throw can't happen with this play."""
    if position.ruleset.family == "extreme" and not position.stock:
        return Reason(Code.FOURS_DEAD, "§4.3", "with the stock empty, fours have no effect: no "
                      "gift, no throw (§4.3).")
    if move.give:
        return Reason(Code.GIFT, "§4.1", "only a black four that acts may give a card (§4.1).")
    return Reason(Code.THROW, "§4.2", "only a red four that acts may throw out a card (§4.2).")


def free_place(player: Player) -> int | None:
    """Where a gift lands on ``player``'s table (§4.1): the first empty place, else a new
    column while there are fewer than four; None when the table is full."""
    for col, (up, down) in enumerate(zip(player.face_up, player.face_down, strict=True)):
        if down is None or not up:
            return col
    return len(player.face_down) if len(player.face_down) < 4 else None


def gift_targets(position: Position, seat: int) -> list[int]:
    """Players who can receive a black four's gift: others still in the game, with room."""
    return [i for i, p in enumerate(position.players)
            if i != seat and p.has_cards and free_place(p) is not None]


def give(position: Position, seat: int, player: Player, move: Move
         ) -> tuple[Player, Position, list[Reason]] | list[Reason]:
    """§4.1: the giver without the card, the table with it, and a note; or why not.

    :raises MoveError: if the giver's hand (before the play) holds no such card.
    """
    name = player.name
    targets = gift_targets(position, seat)
    if not move.give:
        if player.hand and targets and position.ruleset.black_four_compulsory:
            return [Reason(Code.GIFT, "§4.1", f"with a black four {named(name)} must give a hand "
                           "card "
                           "to another player's table: write 'give CARD to PLAYER' (§4.1).")]
        return player, position, []
    card, ref = move.give
    target = seat_of(position, ref)
    if remove((card,), list(position.players[seat].hand)) is None:
        raise MoveError(f"{show(card)} ({card}): a gift comes from the hand, and "
                        f"{does(name, 'holds', mid=True)} no such card there")
    rest = remove((card,), list(player.hand))
    if rest is None:
        return [Reason(Code.GIFT, "§4.1", f"the gift must be a card left in {whose(name)} hand "
                       f"after the play, and {show(card)} is laid in it (§4.1).")]
    if target not in targets:
        why = "to yourself" if target == seat else (
            "to a player who is out" if not position.players[target].has_cards
            else "to a table with four full columns")
        return [Reason(Code.GIFT, "§4.1", f"a black four can't give {why} (§4.1).")]
    receiver = position.players[target]
    col = free_place(receiver)
    assert col is not None
    face_up, face_down = list(receiver.face_up), list(receiver.face_down)
    if col == len(face_down):
        face_up.append(())
        face_down.append(card)
        where = "face down as a new column"
    elif face_down[col] is None:
        face_down[col] = card
        where = f"face down in the empty place of column {col + 1}"
    else:
        face_up[col] = (card,)
        where = f"face up on column {col + 1}"
    players = position.with_player(target, face_up=tuple(face_up), face_down=tuple(face_down))
    giver = evolve(player, hand=tuple(rest))
    note = Reason(Code.EFFECT, "§4.1", f"{does(name, 'gives')} {show(card)} to "
                  f"{named(receiver.name)}, {where} "
                  "(§4.1).")
    return giver, evolve(position, players=players), [note]


def throw(player: Player, four: Card, card: Card) -> tuple[Player, list[Reason]] | Reason:
    """§4.2: the thrower (after the play) without the face-up card and a note; or why not.

    :raises MoveError: if ``card`` is not among the thrower's face-up cards left.
    """
    stacks = without_face_up(player.face_up, [card])
    if stacks is None:
        raise MoveError(f"{show(card)} ({card}): a red four throws out a face-up card, and "
                        f"{does(player.name, 'has', mid=True)} no such card face up")
    suits = "DH" if is_joker(four) else four[-1]
    if is_joker(card) or card[-1] not in suits:
        return Reason(Code.THROW, "§4.2", f"the {show(four)} may throw out only a face-up "
                      f"card of {'a red suit' if is_joker(four) else 'its own suit'}, not "
                      f"{show(card)} (§4.2).")
    note = Reason(Code.EFFECT, "§4.2", f"{does(player.name, 'throws out')} {show(card)}, and its effect "
                  "acts (§4.2).")
    return evolve(player, face_up=stacks), [note]
