"""Pieces the widgets share: where rule links start, rows of cards, tables, lists of moves, and the
still picture each widget also carries for the site, which runs no Python."""

from __future__ import annotations

import html
import os
from collections.abc import Sequence
from typing import Any

from idiotcore import Position, legal_moves, read_position
from idiotcore.lang.wording import phrase
from idiotcore.present.render import card_svg, table_svg

__all__ = ["BAD_INPUT", "BOOK", "Still", "as_position", "box_html", "cards_html", "esc",
           "figure_html", "legal_list", "moves_html"]

BOOK = os.environ.get("IDIOT_BOOK_URL", "../")
"""Where rule links start: the way from the page to the rulebook site's root."""

BAD_INPUT = ValueError
"""What reading a position or a move raises on bad input (PositionError, MoveError, CardError,
RulesetError: all ValueErrors)."""

_MAX_LISTED = 60
"""Legal moves listed in a still picture (a big hand facing a 9 has hundreds)."""


def esc(text: object) -> str:
    """``text`` escaped for HTML (quotes too)."""
    return html.escape(str(text), quote=True)


def as_position(position: Position | str) -> Position:
    """A position, or one read from JSON or compact notation."""
    return position if isinstance(position, Position) else read_position(position)


def cards_html(cards: Sequence[str]) -> str:
    """A row of card pictures (``??`` draws a card's back)."""
    return ('<span class="idiot-cards" style="display:inline-flex;gap:4px;vertical-align:middle">'
            + "".join(card_svg(card) for card in cards) + "</span>")


def figure_html(label: str, position: Position) -> str:
    """The picture of ``position`` under a label."""
    return (f'<div class="idiot-table"><div class="idiot-table-label">{esc(label)}</div>'
            f"{table_svg(position)}</div>")


def legal_list(position: Position) -> list[str]:
    """The legal moves of the player to move, as move text (none when the game is over)."""
    return [str(move) for move in legal_moves(position)] if not position.is_over else []


def moves_html(position: Position, moves: Sequence[str]) -> str:
    """The legal ``moves`` of ``position`` as a sentence (the first few of a long list)."""
    if position.is_over:
        return "<p>No legal moves: the game is over.</p>"
    shown = ", ".join(f"<code>{esc(m)}</code>" for m in moves[:_MAX_LISTED])
    more = f" and {len(moves) - _MAX_LISTED} more" if len(moves) > _MAX_LISTED else ""
    if legal_moves(position).any_from_hand:
        more += "; " + esc(phrase("screen.ANY_FROM_HAND", who=position.player.name))
    return f"<p>Legal moves here ({len(moves)}): {shown}{more}.</p>"


class Still:
    """A widget that also displays as a still HTML picture (for pages that run no Python)."""

    def still_html(self) -> str:
        raise NotImplementedError

    def summary(self) -> str:
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        data: dict[str, Any] = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        data["text/plain"] = self.summary()
        data["text/html"] = self.still_html()
        return data


def box_html(title: str, body: str) -> str:
    """A still picture's frame: ``title``, a note that the live widget needs Jupyter, ``body``."""
    return (f'<div class="idiot-widget-still" style="border:1px solid #ccc;border-radius:6px;'
            f'padding:0.5em 0.8em;margin:0.5em 0"><p><strong>{esc(title)}</strong> '
            '<em>(a still picture: run the notebook in Jupyter to try it yourself)</em></p>'
            f"{body}</div>")
