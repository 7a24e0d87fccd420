"""The table in words: the text equivalent of each table picture (its accessible name, for
screen readers), card by card, as :mod:`~idiotcore.present.render` draws it."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import UNKNOWN, Card, show
from ..position import Player, Position
from ..wording import plural

__all__ = ["card_name", "seat_notes", "table_heading", "table_text"]


def card_name(card: Card) -> str:
    """A card as the picture names it: ``8♥``, or a face-down card."""
    return "face-down card" if card == UNKNOWN else show(card)


def seat_notes(position: Position, seat: int) -> list[str]:
    """What the picture says beside a player's name: games played, out, the idiot."""
    player = position.players[seat]
    notes = []
    if player.games_played is not None:
        notes.append(f"{plural(player.games_played, 'game')} played")
    if seat in position.finished:
        place = position.finished.index(seat) + 1
        notes.append("out first" if place == 1 else f"out ({place}.)")
    elif not player.has_cards:
        notes.append("out")
    if position.idiot == seat and position.is_over:
        notes.append("the idiot")
    return notes


def table_heading(position: Position) -> str:
    """The picture's first line: the game, the ruleset and its switches, the phase."""
    family = "Extreme Idiot" if position.ruleset.family == "extreme" else "Idiot"
    head = f"{family} ({position.ruleset.name})"
    switches = position.ruleset.switches()
    if switches:
        head += " · " + ", ".join(
            k if v is True else f"{k}=no" if v is False else f"{k}={v}" for k, v in switches.items()
        )
    if position.phase == "swap":
        head += " · swap phase"
    if position.is_over:
        head += " · game over"
    return head


def _cards_text(cards: Sequence[Card]) -> str:
    """Cards as the picture shows them: ``8♥, 3♣``; unknown ones as face-down cards."""
    if cards and all(card == UNKNOWN for card in cards):
        return plural(len(cards), "face-down card")
    return ", ".join(card_name(card) for card in cards)


def _column_text(player: Player, col: int) -> str:
    """One table column in words: the face-up cards on the face-down one (as the picture shows
    it: a known face-down card is named), or an empty place."""
    down = player.face_down[col]
    ups = player.face_up[col] if col < len(player.face_up) else ()
    if down is None:
        return f"{_cards_text(ups)} face up" if ups else "an empty place"
    under = "a face-down card" if down == UNKNOWN else f"a face-down card ({show(down)})"
    return f"{_cards_text(ups)} on {under}" if ups else under


def _pile_text(position: Position) -> str:
    if not position.pile:
        return "The pile is empty"
    plays = []
    for k, play in enumerate(position.pile):
        who = position.players[play.by].name if play.by < len(position.players) else "?"
        top = " (the top)" if k == len(position.pile) - 1 else ""
        plays.append(f"{who} laid {_cards_text(play.cards)}{top}")
    return f"The pile, from the bottom: {'; '.join(plays)}"


def table_text(position: Position) -> str:
    """The table in words, card by card, as :func:`table_svg` draws it: the text equivalent of
    the picture (its accessible name), for screen readers.

    >>> from idiotcore import from_notation
    >>> print(table_text(from_notation("extreme/0/Ada:8H3CKD:4C--JD:xx--xx:2;"
    ...                                "Bo:xxxxxx:6DAS2H:xxxxxx/1.7C;0.9H9D/20/3")))
    Extreme Idiot (extreme). The pile, from the bottom: Bo laid 7♣; Ada laid 9♥, 9♦ (the top). \
Stock 20, burnt 3. Ada, to move, 2 games played: hand 8♥, 3♣, K♦; table 4♣ on a face-down card, \
an empty place, J♦ on a face-down card. Bo: hand 3 face-down cards; table 6♦ on a face-down card, \
A♠ on a face-down card, 2♥ on a face-down card.
    """
    seats = []
    for seat, player in enumerate(position.players):
        about = seat_notes(position, seat)
        if seat == position.to_move and not position.is_over:
            about.insert(0, "to move")
        hand = _cards_text(player.hand) if player.hand else "no cards"
        columns = ", ".join(_column_text(player, col) for col in range(player.columns))
        seats.append(f"{', '.join([player.name, *about])}: hand {hand}"
                     + (f"; table {columns}." if columns else "; no table cards."))
    return " ".join([f"{table_heading(position)}.", f"{_pile_text(position)}.",
                     f"Stock {len(position.stock)}, burnt {len(position.burnt)}.", *seats])
