"""C4 Who starts: the player with the lowest card opens the game (R17: 3 lowest; 2s, 10s and
jokers are not low; ties to the first such seat from the dealer's left)."""

from __future__ import annotations

from ...model.cards import JOKER_VALUE, UNKNOWN, UNKNOWN_VALUE, VALUE, Card
from ...model.moves import Move
from ...model.position import Player, Position, full_deck
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.C4
CODES = (Code.WRONG_OPENER, Code.LEGAL)

NOT_LOW = frozenset({JOKER_VALUE, 2, 10, UNKNOWN_VALUE})
"""Ranks that never make the lowest card: jokers, 2s, 10s and unknown cards."""


def lowest_card(players: tuple[Player, ...]) -> tuple[int, Card | None]:
    """Who holds the lowest hand card, and which (C4, R17, P3): 3 lowest; 2s, 10s and jokers are
    not low; ties go to the first such seat from the dealer's left (seat 0); ``(0, None)``
    when nobody holds a low card."""
    best, low = 0, None
    for seat, player in enumerate(players):
        for card in player.hand:
            value = VALUE[card]
            if value not in NOT_LOW and (low is None or value < VALUE[low]):
                best, low = seat, card
    return best, low


def starting_seat(players: tuple[Player, ...]) -> int:
    """Who starts (C4, R17): the seat of :func:`lowest_card`."""
    return lowest_card(players)[0]


def is_opening(position: Position) -> bool:
    """The first play of a classic game: nothing laid, burnt or drawn yet (C4, P3)."""
    if position.pile or position.burnt:  # asked at every move: the deck is counted only before
        return False
    rules, count = position.ruleset, len(position.players)
    return as_dealt(False, len(position.stock),
                    len(full_deck(rules, count)) - dealt(rules.hand_size, count))


def refusal(position: Position, seat: int, move: Move) -> list[Reason]:
    """Why ``move`` can't open the game (C4, R17), if it is the opening: only the player with
    the lowest hand card opens (when every hand is known; a typed table's unknown hands are
    taken on trust)."""
    if move.kind not in ("play", "sjanse", "collect") or not is_opening(position) or any(
            UNKNOWN in p.hand for p in position.players) or position.ruleset.swap_any_time:
        # cheapest first: it runs every move. With O4 the opener found at the deal keeps the
        # turn while cards are swapped before the first card (the lowest card may move).
        return []
    opener, low = lowest_card(position.players)
    if low is None or opener == seat:
        return []
    return [Reason.of(Code.WRONG_OPENER, position.ruleset.cites.opener, "c04.WRONG_OPENER",
                      first=position.players[opener].name, low=low,
                      who=position.players[seat].name)]


def note(position: Position) -> Reason | None:
    """Why this player may open, for the verdict of an opening play (None: no opening)."""
    if not is_opening(position):
        return None
    trust = any(UNKNOWN in p.hand for p in position.players)
    return Reason.of(Code.LEGAL, position.ruleset.cites.opener,
                     "c04.LEGAL.trust" if trust else "c04.LEGAL")


def dealt(hand_size: int, players: int) -> int:
    """How many cards the deal gives out (C2): to each of ``players``, three face down, three
    face up and a hand of ``hand_size``; the rest is the stock, untouched until play begins."""
    return players * (6 + hand_size)


def as_dealt(played: bool, stock: int, fresh_stock: int) -> bool:
    """Is the table as dealt: nothing laid or burnt (``played``), nothing drawn from a stock
    of ``fresh_stock`` cards?"""
    return not played and stock == fresh_stock


_OPENS = "The player with the lowest card opens%s ({rule})."

WORDS = {
    "en": {
        "c04.WRONG_OPENER": "{first:mid_does holds} the lowest card, {low:card}, so "
                            "{first:mid_does opens}, not {who:named} ({rule}).",
        "c04.LEGAL": _OPENS % "",
        "c04.LEGAL.trust": _OPENS % "; some hands are unknown here, so that is taken on trust",
    },
}
