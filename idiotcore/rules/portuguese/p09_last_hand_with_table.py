"""P9 Last hand card with the table (switch ``last_hand_with_table``): your last hand card(s)
may be laid together with face-up cards of the same rank."""

from __future__ import annotations

from collections.abc import Iterable

from ...model.cards import VALUE, Card
from ...model.hands import remove, without_face_up
from ...model.position import Player, evolve
from ...model.rulebook import R

RULE = R.P9
SWITCH = "last_hand_with_table"
CODES = ()


def taken(player: Player, cards: tuple[Card, ...]) -> Player | None:
    """The player without ``cards``: the last hand card(s) together with face-up cards of the
    same rank; None if ``cards`` are not that."""
    rest = remove(player.hand, list(cards))
    if rest is None or len({VALUE[c] for c in cards}) != 1 or not with_table(
            [VALUE[c] for c in player.hand], [VALUE[c] for c in rest]):
        return None
    stacks = without_face_up(player.face_up, rest)
    if stacks is None:
        return None
    return evolve(player, hand=(), face_up=stacks)


def with_table(hand_ranks: Iterable[int], face_up_ranks: Iterable[int]) -> bool:
    """May the last hand cards (of ``hand_ranks``) take face-up cards (of ``face_up_ranks``)
    along: the hand holds one rank, and that rank lies face up too. Each is read only as far
    as needed."""
    ranks = iter(hand_ranks)
    rank = next(ranks, None)
    if rank is None:
        return False
    for other in ranks:
        if other != rank:
            return False
    return rank in face_up_ranks


def companions(player: Player) -> list[Card]:
    """The face-up cards that may go along with the last hand cards: those of the hand's one
    rank (none when the hand holds more than one rank)."""
    if len({VALUE[c] for c in player.hand}) != 1:
        return []
    return [c for c in player.face_up_cards() if VALUE[c] == VALUE[player.hand[0]]]


WORDS: dict[str, dict[str, str]] = {"en": {}}
"""P9 cites the source order's sentence (§1's module) under its own id."""
