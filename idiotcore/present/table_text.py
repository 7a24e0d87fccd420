"""The table in words: the text equivalent of each table picture (its accessible name, for
screen readers), card by card, as :mod:`~idiotcore.present.render` draws it."""

from __future__ import annotations

from collections.abc import Sequence

from ..lang.card_names import show
from ..lang.wording import phrase
from ..model.cards import UNKNOWN, Card
from ..model.games import game_of
from ..model.position import Player, Position

__all__ = ["card_name", "seat_notes", "table_heading", "table_lines", "table_text"]


def card_name(card: Card) -> str:
    """A card as the picture names it: ``8♥``, or a face-down card."""
    return phrase("screen.FACE_DOWN") if card == UNKNOWN else show(card)


def seat_notes(position: Position, seat: int) -> list[str]:
    """What the picture says beside a player's name: games played, out, the idiot."""
    player = position.players[seat]
    notes = []
    if player.games_played is not None:
        notes.append(phrase("screen.GAMES_PLAYED", count=player.games_played))
    if seat in position.finished:
        place = position.finished.index(seat) + 1
        notes.append(phrase("screen.OUT_FIRST") if place == 1
                     else phrase("screen.OUT_PLACE", place=place))
    elif not player.has_cards:
        notes.append(phrase("screen.OUT"))
    if position.idiot == seat and position.is_over:
        notes.append(phrase("screen.THE_IDIOT"))
    return notes


def table_heading(position: Position) -> str:
    """The picture's first line: the game, the ruleset and its switches, the phase."""
    game = game_of(position.ruleset).title
    head = phrase(game, ruleset=position.ruleset.name)
    switches = position.ruleset.switches()
    if switches:
        head += " · " + ", ".join(
            k if v is True else phrase("screen.SWITCH_OFF", name=k) if v is False else f"{k}={v}"
            for k, v in switches.items()
        )
    if position.phase == "swap":
        head += " · " + phrase("screen.SWAP_PHASE")
    if position.is_over:
        head += " · " + phrase("screen.OVER")
    return head


def _cards_text(cards: Sequence[Card]) -> str:
    """Cards as the picture shows them: ``8♥, 3♣``; unknown ones as face-down cards."""
    if cards and all(card == UNKNOWN for card in cards):
        return phrase("screen.FACE_DOWN_CARDS", count=len(cards))
    return ", ".join(card_name(card) for card in cards)


def _column_text(player: Player, col: int) -> str:
    """One table column in words: the face-up cards on the face-down one (as the picture shows
    it: a known face-down card is named), or an empty place."""
    down = player.face_down[col]
    ups = player.face_up[col] if col < len(player.face_up) else ()
    if down is None:
        return (phrase("screen.COLUMN_UP", cards=_cards_text(ups)) if ups
                else phrase("screen.COLUMN_EMPTY"))
    under = (phrase("screen.COLUMN_DOWN") if down == UNKNOWN
             else phrase("screen.COLUMN_DOWN_KNOWN", card=down))
    return phrase("screen.COLUMN_ON", cards=_cards_text(ups), under=under) if ups else under


def _pile_text(position: Position) -> str:
    if not position.pile:
        return phrase("screen.PILE_IS_EMPTY")
    plays = []
    for k, play in enumerate(position.pile):
        who = position.players[play.by].name if play.by < len(position.players) else "?"
        key = "screen.PILE_TOP" if k == len(position.pile) - 1 else "screen.PILE_PLAY"
        plays.append(phrase(key, who=who, cards=_cards_text(play.cards)))
    return phrase("screen.PILE_FROM_BOTTOM", plays="; ".join(plays))


def table_text(position: Position) -> str:
    """The table in words, card by card, as :func:`table_svg` draws it: the text equivalent of
    the picture (its accessible name), for screen readers: :func:`table_lines` in one.

    >>> from idiotcore import from_notation
    >>> print(table_text(from_notation("extreme/0/Ada:8H3CKD:4C--JD:xx--xx:2;"
    ...                                "Bo:xxxxxx:6DAS2H:xxxxxx/1.7C;0.9H9D/20/3")))
    Extreme Idiot (extreme). The pile, from the bottom: Bo laid 7♣; Ada laid 9♥, 9♦ (the top). \
Stock 20, burnt 3. Ada, to move, 2 games played: hand 8♥, 3♣, K♦; table 4♣ on a face-down card, \
an empty place, J♦ on a face-down card. Bo: hand 3 face-down cards; table 6♦ on a face-down card, \
A♠ on a face-down card, 2♥ on a face-down card.
    """
    return " ".join(table_lines(position))


def table_lines(position: Position) -> list[str]:
    """The table in words, a line each: the game, the pile, the stock and the burnt cards,
    then each player (the plain-text form of a table, where no picture can be shown)."""
    seats = []
    for seat, player in enumerate(position.players):
        about = seat_notes(position, seat)
        if seat == position.to_move and not position.is_over and player.has_cards:
            about.insert(0, phrase("screen.TO_MOVE"))
        hand = _cards_text(player.hand) if player.hand else phrase("screen.NO_CARDS")
        columns = ", ".join(_column_text(player, col) for col in range(player.columns))
        seats.append(phrase("screen.SEAT_TABLE" if columns else "screen.SEAT_NO_TABLE",
                            about=", ".join([player.name, *about]), hand=hand, columns=columns))
    return [f"{table_heading(position)}.", f"{_pile_text(position)}.",
            phrase("screen.STOCK_BURNT", stock=len(position.stock), burnt=len(position.burnt)),
            *seats]
