"""§27, ruled on: cards that can only go round. With the stock gone, a few cards may pass from
hand to pile to hand for ever while nobody can ever reach a table card or go out: each is laid
on an empty pile, the next player cannot follow and picks it up, and whoever has emptied the
hand always meets a card their face-up cards may not follow. Like queens stuck for good, those
hand cards are put away so that the game can go on (switch ``going_round_put_away``)."""

from __future__ import annotations

import dataclasses

from ...model.cards import UNKNOWN, Card
from ...model.position import Position
from ...model.verdict import Code, Reason
from ...rulebook import R

RULE = R.S27
CODES = (Code.ROUND_PUT_AWAY,)

PER_PLAYER = 2
"""Hand cards per player still in, at most, for the engine to look for such a round (the rounds
found had one each; with more, following every choice takes too long, and the game goes on)."""
LIMIT = 20_000
"""Positions the engine follows, at most, before it leaves the game to go on."""


def may_go_round(ruleset_on: bool, stock: int, pile: int, hand_cards: int, seats: int) -> bool:
    """Whether the engine looks for a round (:func:`goes_round`): the switch on, the stock and
    the pile empty (the pile is emptied by every pickup and burn, which a round must go
    through), at least two players still in and at most :data:`PER_PLAYER` hand cards each."""
    return ruleset_on and not stock and not pile and seats >= 2 and hand_cards <= PER_PLAYER * seats


def goes_round(position: Position, seats: list[int]) -> bool:
    """True when, whatever the players choose from here, no move ever lays or turns a table
    card, burns a card, puts away a queen or puts a player out: the cards in the hands can then
    only go round, and the game can never end. The engine follows every legal move (the
    pickups by choice too) through every position they lead to, this ruling left out of them;
    a position that tells nothing (an unknown card) or too many positions: False. A face-down
    card that may be turned ends the look at once (turning it changes the table, so the cards
    do not only go round), and so the look never asks for a card nobody knows (R22)."""
    players = [position.players[i] for i in seats]
    if not may_go_round(position.ruleset.going_round_put_away, len(position.stock),
                        len(position.pile), sum(len(p.hand) for p in players), len(seats)):
        return False
    if any(UNKNOWN in p.hand for p in players):
        return False
    from ...engine import LegalMoves, legal_moves, reachable  # here: the engine's moves end in this ruling

    start = dataclasses.replace(position, ruleset=dataclasses.replace(
        position.ruleset, going_round_put_away=False))
    fixed = _fixed(start)

    def followed(here: Position) -> LegalMoves | None:
        """The legal moves from ``here``; None (the look ends) when one turns a face-down card."""
        moves = legal_moves(here)
        return None if moves.places("flip") else moves

    return all(after is not None and _fixed(after) == fixed
               for after in reachable(start, followed, LIMIT))


def _fixed(position: Position) -> tuple[object, ...]:
    """What a round never changes: every table card, the burnt cards, who is out."""
    return (tuple((p.face_up, p.face_down) for p in position.players), len(position.burnt),
            position.finished, position.is_over)


def put_away(cards: tuple[Card, ...]) -> Reason:
    """The note for the hand cards put away."""
    return Reason.of(Code.ROUND_PUT_AWAY, RULE, "s27.ROUND_PUT_AWAY", cards=cards)


WORDS = {
    "en": {
        "s27.ROUND_PUT_AWAY": "Whatever anyone chooses, the cards in the hands ({cards:codes}) "
                              "can only go round: nobody could ever play a card from the table "
                              "or go out, so they are put away ({rule}).",
    },
}
