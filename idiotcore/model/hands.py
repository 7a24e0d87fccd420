"""A player's cards as multisets: taking cards out of a hand or the face-up stacks, and the
cards a player may lay now (the hand, then the face-up cards: C6, §1)."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import UNKNOWN, Card
from .position import Player, Position


def remove(cards: Iterable[Card], pool: list[Card], wildcard: bool = True) -> list[Card] | None:
    """``pool`` without ``cards`` (as a multiset), or None if a card is missing. With
    ``wildcard``, a card typed as ``??`` in the pool stands in for any card the move names."""
    rest = list(pool)
    for card in cards:
        if card in rest:
            rest.remove(card)
        elif wildcard and UNKNOWN in rest:
            rest.remove(UNKNOWN)
        else:
            return None
    return rest


def from_hand(position: Position, seat: int, cards: Iterable[Card]) -> list[Card] | None:
    """The hand of ``seat`` without ``cards``, or None if it can't hold them. A card typed as
    ``??`` stands in for a card the move names only where the table does not show every copy
    of that card (R22): with one deck, a card lying face up can't also be in a hand.

    >>> from idiotcore import from_notation
    >>> p = from_notation("extreme/1/A:7C::;B:xxxxxx:9H:xx/-/12/0")
    >>> from_hand(p, 1, ["9D"]), from_hand(p, 1, ["9H"])
    (['??', '??'], None)
    """
    hand = list(position.players[seat].hand)
    rest = remove(cards, hand, wildcard=False)
    if rest is not None or UNKNOWN not in hand:
        return rest
    unseen = position.unseen()
    rest = hand
    for card in cards:
        if card in rest:
            rest.remove(card)
        elif UNKNOWN in rest and unseen[card] > 0:
            unseen[card] -= 1
            rest.remove(UNKNOWN)
        else:
            return None
    return rest


def without_face_up(stacks: tuple[tuple[Card, ...], ...], cards: Iterable[Card]
                    ) -> tuple[tuple[Card, ...], ...] | None:
    """The face-up stacks without ``cards``, or None if one is not there."""
    out = [list(s) for s in stacks]
    for card in cards:
        for stack in out:
            if card in stack:
                stack.remove(card)
                break
        else:
            return None
    return tuple(tuple(s) for s in out)


def source_cards(player: Player) -> list[Card]:
    """The cards a player may lay now: the hand, or the face-up cards once it is empty."""
    return list(player.hand) if player.hand else player.face_up_cards()
