"""Pieces the widgets share: where rule links start, rows of cards, tables, lists of moves, and the
still picture each widget also carries for the site, which runs no Python. Every picture is an
HTML image of its SVG with its words as the image's text, so that it shows in any notebook
viewer, an untrusted notebook's included (they strip inline SVG, and show a table's words)."""

from __future__ import annotations

import base64
import html
import os
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from idiotcore import Position, legal_moves, read_position, to_notation
from idiotcore.lang.wording import Slot, phrase
from idiotcore.present.render import card_svg, table_svg
from idiotcore.present.table_text import card_name, table_text
from idiotcore.present.web import fragment

__all__ = ["BAD_INPUT", "BOOK", "Still", "as_position", "box_html", "cards_html", "esc",
           "figure_html", "legal_list", "moves_html", "picture", "say", "table_link",
           "table_picture"]

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


def say(key: str, **slots: Slot) -> str:
    """The template ``key`` of the catalogue (``course.*``) for HTML, filled with ``slots``, each
    text escaped (a template's own text is the catalogue's, no markup)."""
    return phrase(key, **{name: esc(value) if isinstance(value, str) else value
                          for name, value in slots.items()})


def as_position(position: Position | str) -> Position:
    """A position, or one read from JSON or compact notation."""
    return position if isinstance(position, Position) else read_position(position)


def picture(svg: str, words: str) -> str:
    """An SVG picture as an HTML image (a data address), ``words`` its text for those who
    can't see it."""
    data = base64.b64encode(svg.encode()).decode()
    return f'<img alt="{esc(words)}" src="data:image/svg+xml;base64,{data}">'


def table_picture(position: Position) -> str:
    """The picture of a table, with the table in words."""
    return picture(table_svg(position), table_text(position))


def cards_html(cards: Sequence[str]) -> str:
    """A row of card pictures (``??`` draws a card's back)."""
    return ('<span class="idiot-cards" style="display:inline-flex;gap:4px;vertical-align:middle">'
            + "".join(picture(card_svg(card), card_name(card)) for card in cards) + "</span>")


def figure_html(label: str, position: Position) -> str:
    """The picture of ``position`` under a label."""
    return (f'<div class="idiot-table"><div class="idiot-table-label">{esc(label)}</div>'
            f"{table_picture(position)}</div>")


def legal_list(position: Position) -> list[str]:
    """The legal moves of the player to move, as move text (none when the game is over)."""
    return [str(move) for move in legal_moves(position)] if not position.is_over else []


def moves_html(position: Position, moves: Sequence[str]) -> str:
    """The legal ``moves`` of ``position`` as a sentence (the first few of a long list)."""
    if position.is_over:
        return f"<p>{say('course.NO_LEGAL_MOVES')}</p>"
    shown = ", ".join(f"<code>{esc(m)}</code>" for m in moves[:_MAX_LISTED])
    if len(moves) > _MAX_LISTED:
        shown = phrase("course.MOVES_AND_MORE", moves=shown, more=len(moves) - _MAX_LISTED)
    if not legal_moves(position).any_from_hand:
        return f"<p>{phrase('course.LEGAL_HERE', count=len(moves), moves=shown)}</p>"
    also = esc(phrase("screen.ANY_FROM_HAND", who=position.player.name))
    return f"<p>{phrase('course.LEGAL_HERE_ANY', count=len(moves), moves=shown, any=also)}</p>"


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


def table_link(position: Position, move: str | None = None, base: str = BOOK) -> str:
    """A link that opens ``position`` (and ``move``) on the Table page, to try it there."""
    href = f"{base}table.html#{fragment(to_notation(position), move or None)}"
    return (f'<a class="idiot-open-table" href="{esc(href)}">'
            f"{esc(phrase('screen.OPEN_ON_TABLE'))}</a>")


def box_html(title: str, body: str, opens: str = "") -> str:
    """A still picture's frame: ``title``, where to try it yourself (``opens``: a link to the
    Table or Learn page, :func:`table_link`; else the course in Jupyter), ``body``."""
    where = phrase("screen.STILL_OPEN", link=opens) if opens else esc(phrase("screen.STILL"))
    return (f'<div class="idiot-widget-still" style="border:1px solid #ccc;border-radius:6px;'
            f'padding:0.5em 0.8em;margin:0.5em 0"><p><strong>{esc(title)}</strong> '
            f"<em>{where}</em></p>{body}</div>")


def move_entry(placeholder: str, width: str, play: Callable[[], object]
               ) -> tuple[widgets.Text, widgets.Button]:
    """A box to type a move in (``placeholder``: its template's key) and the Play button beside
    it, which calls ``play``."""
    text = widgets.Text(placeholder=phrase(placeholder), description=phrase("course.MOVE_BOX"),
                        layout=widgets.Layout(width=width))
    button = widgets.Button(description=phrase("course.PLAY"), button_style="primary", icon="play")
    button.on_click(lambda _: play())
    return text, button
