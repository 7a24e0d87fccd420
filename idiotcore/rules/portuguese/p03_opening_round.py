"""P3 Who opens (switch ``opening_round``): the opening goes round the table by rank, 3s first:
each player lays one or passes; then 4s, and so on."""

from __future__ import annotations

from ...model.cards import VALUE
from ...model.moves import Move
from ...model.position import OPENING_ORDER, Position, evolve, full_deck
from ...model.rulebook import R
from ...model.verdict import Code, Reason

RULE = R.P3
SWITCH = "opening_round"
CODES = (Code.OPENING_ROUND, Code.LEGAL)


COLUMNS = 3
"""Table columns dealt to each player (C2), each a face-up card on a face-down one."""


def as_typed(position: Position) -> Position:
    """A table read from JSON or notation: in the opening round when it was typed at the very
    start of a game that has one, though ``opening`` is left out (interchange contract 1.2):
    play under way (no swap phase), nothing laid, burnt or out, every player holding the whole
    deal (a full hand and three columns, a face-up card on each face-down one), the stock as
    dealt. The round then asks for 3s, from the player to move (the seats before have passed).

    >>> from idiotcore import from_notation
    >>> start = "portuguese/0/A:3C5D9H:2CJSKD:xxxxxx;B:xxxxxx:7H8S4D:xxxxxx/-/34/0"
    >>> from_notation(start).opening, from_notation(start.replace("/34/", "/33/")).opening
    (3, None)
    """
    rules = position.ruleset
    players = position.players
    size = rules.hand_size
    started = (not rules.opening_round or position.opening is not None
               or position.phase != "play" or position.pile or position.burnt
               or position.finished)
    if started or any(len(p.hand) != size or p.columns != COLUMNS or None in p.face_down
                      or any(len(stack) != 1 for stack in p.face_up) for p in players):
        return position
    dealt = len(players) * (size + 2 * COLUMNS)
    if len(position.stock) != len(full_deck(rules, len(players))) - dealt:
        return position
    return evolve(position, opening=OPENING_ORDER[0])


def refusal(position: Position, seat: int, move: Move) -> list[Reason]:
    """Why ``move`` can't answer the opening round (only a card of the rank asked for, or a
    pass), if the round is on."""
    rank = position.opening
    if rank is None or move.kind == "pass" or (move.kind == "play"
                                               and VALUE[move.cards[0]] == rank):
        return []
    return [Reason.of(Code.OPENING_ROUND, RULE, "p03.OPENING_ROUND", rank=rank,
                      who=position.players[seat].name)]


def note(position: Position, seat: int) -> Reason | None:
    """Why this player may open, for the verdict of a play in the round (None: no round)."""
    if position.opening is None:
        return None
    return Reason.of(Code.LEGAL, RULE, "p03.LEGAL", rank=position.opening,
                     who=position.players[seat].name)


def declined(position: Position, seat: int) -> tuple[Reason, int, int]:
    """``seat`` does not open: the chance goes to the next seat; after the last seat, the round
    asks for the next rank from seat 0. The note, who is asked next, and for which rank."""
    rank = position.opening
    assert rank is not None
    name = position.players[seat].name
    if seat < len(position.players) - 1:
        nxt = position.players[seat + 1].name
        return Reason.of(Code.LEGAL, RULE, "p03.LEGAL.next", who=name, rank=rank,
                         next=nxt), seat + 1, rank
    asked = OPENING_ORDER[(OPENING_ORDER.index(rank) + 1) % len(OPENING_ORDER)]
    return Reason.of(Code.LEGAL, RULE, "p03.LEGAL.round", who=name, rank=rank, asked=asked,
                     next=position.players[0].name), 0, asked


_DECLINES = "{who:does does not open} with a {rank:rank}: %s ({rule})."

WORDS = {
    "en": {
        "p03.OPENING_ROUND": "the opening round asks for {rank:rank}s: {who:mid_does lays} a "
                             "{rank:rank} or {who:form passes} ({rule}).",
        "p03.LEGAL": "The opening round asks for {rank:rank}s, and {who:mid_does opens} with one "
                     "({rule}).",
        "p03.LEGAL.next": _DECLINES % "the chance goes to {next:named}",
        "p03.LEGAL.round": _DECLINES % ("nobody opened with a {rank:rank}, so the round asks "
                                        "for {asked:rank}s, from {next:named}"),
    },
}
