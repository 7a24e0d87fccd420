"""A player's cards as multisets: taking cards out of a hand or the face-up stacks, and the
cards a player may lay now (the hand, then the face-up cards: C6, §1)."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import UNKNOWN, Card
from .position import Player


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
