"""§27, ruled on: cards that can only go round. With the stock gone, a few cards may pass from
hand to pile to hand for ever while nobody can ever reach a table card or go out: each is laid
on an empty pile, the next player cannot follow and picks it up, and whoever has emptied the
hand always meets a card their face-up cards may not follow. Like queens stuck for good, those
hand cards are put away so that the game can go on (switch ``going_round_put_away``)."""

from __future__ import annotations

from ...model.cards import Card
from ...model.position import Position
from ...model.rulebook import R
from ...model.rulesets import Ruleset
from ...model.verdict import Code, Reason

RULE = R.S27
CODES = (Code.ROUND_PUT_AWAY,)

PER_PLAYER = 2
"""Hand cards per player still in, at most, for the engine to look for such a round (the rounds
found had one each; with more, following every choice takes too long, and the game goes on)."""
LIMIT = 20_000
"""Positions the engine follows, at most, before it leaves the game to go on."""


def may_go_round(ruleset_on: bool, stock: int, pile: int, hand_cards: int, seats: int) -> bool:
    """Whether the engine looks for a round (:func:`idiotcore.judge.rounds.going_round`): the
    ruling in play (``ruleset_on``, :func:`applies`), the stock and the pile empty (the pile is
    emptied by every pickup and burn, which a round must go through), at least two players
    still in and at most :data:`PER_PLAYER` hand cards each."""
    return ruleset_on and not stock and not pile and seats >= 2 and hand_cards <= PER_PLAYER * seats


def applies(ruleset: Ruleset) -> bool:
    """Whether the ruling is in play: the switch ``going_round_put_away`` (asked in Extreme
    Idiot alone, :meth:`idiotcore.judge.games.ExtremeIdiot.put_away`)."""
    return ruleset.going_round_put_away


def unchanged(position: Position) -> tuple[object, ...]:
    """What cards that only go round never change: every table card, the burnt cards, who is
    out. The engine puts the hands' cards away when, following every move from a table (see
    :func:`idiotcore.judge.rounds.going_round`), none ever changes this."""
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
