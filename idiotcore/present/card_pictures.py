"""One card as a picture, and the other pieces the pictures are drawn with (a card's back, an
empty place, the idiot's hat), as inline SVG; whole tables: :mod:`~idiotcore.present.render`.

Standard library only. Every piece of text that ends up in the markup goes through
:func:`html.escape` (:func:`esc`). The SVG uses no ``id`` attributes, so any number of
pictures can share one HTML page.
"""

from __future__ import annotations

import html

from ..lang.card_names import RANK_NAMES, SUIT_SYMBOLS
from ..lang.wording import phrase
from ..model.cards import UNKNOWN, Card, is_joker, is_red, parse_card
from .table_text import card_name

__all__ = ["CARD_H", "CARD_W", "card_back", "card_svg", "draw_card", "empty_place", "esc",
           "hat_svg", "svg_picture"]

CARD_W, CARD_H = 40, 56
"""Size of one card in SVG user units (pixels at 100 %)."""

RED, BLACK = "#c0182b", "#1b1b1b"
BACK, BACK_LINE = "#2d4f8e", "#8aa8dc"
FONT = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"


def esc(text: object) -> str:
    """``text`` escaped for SVG markup (its text or an attribute's value)."""
    return html.escape(str(text), quote=True)


def card_back(x: float, y: float, label: str = "", muted: bool = False, title: str = "") -> str:
    """A card back: a framed lattice of small diamonds, with an optional small label."""
    fill, line = ("#9a9a9a", "#d0d0d0") if muted else (BACK, BACK_LINE)
    parts = [
        f'<g transform="translate({x:g},{y:g})">',
        f"<title>{esc(title)}</title>" if title else "",
        f'<rect x="0.5" y="0.5" width="{CARD_W - 1}" height="{CARD_H - 1}" rx="4" '
        f'fill="{fill}" stroke="#555" stroke-width="1"/>',
        f'<rect x="4" y="4" width="{CARD_W - 8}" height="{CARD_H - 8}" rx="2" fill="none" '
        f'stroke="{line}" stroke-width="1"/>',
    ]
    diamonds = []
    for row in range(6):
        for col in range(4):
            cx, cy = 8 + col * 8 + (4 if row % 2 else 0), 10 + row * 7.2
            if cx > CARD_W - 8:
                continue
            diamonds.append(f"M{cx:g} {cy - 3:g}l3 3l-3 3l-3 -3z")
    parts.append(f'<path d="{"".join(diamonds)}" fill="none" stroke="{line}" '
                 f'stroke-width="0.8"/>')
    if label:
        parts.append(f'<rect x="6" y="{CARD_H - 17}" width="{CARD_W - 12}" height="12" rx="2" '
                     f'fill="#fff" opacity="0.85"/>'
                     f'<text x="{CARD_W / 2:g}" y="{CARD_H - 8}" font-size="9" '
                     f'text-anchor="middle" fill="#333">{esc(label)}</text>')
    parts.append("</g>")
    return "".join(parts)


def _face(card: Card, x: float, y: float) -> str:
    """A face-up card: rank and suit in the corner, a large suit (or star) in the middle."""
    colour = RED if is_red(card) else BLACK
    if is_joker(card):
        corner, middle = "JK", "★"
    else:
        corner, middle = RANK_NAMES[card[0]], SUIT_SYMBOLS[card[1]]
    small = "" if is_joker(card) else SUIT_SYMBOLS[card[1]]
    return (
        f'<g transform="translate({x:g},{y:g})" fill="{colour}">'
        f"<title>{esc(card_name(card))}</title>"
        f'<rect x="0.5" y="0.5" width="{CARD_W - 1}" height="{CARD_H - 1}" rx="4" fill="#fff" '
        f'stroke="#777" stroke-width="1"/>'
        f'<text x="4" y="14" font-size="12" font-weight="bold">{esc(corner)}</text>'
        f'<text x="4" y="26" font-size="11">{esc(small)}</text>'
        f'<text x="{CARD_W / 2 + 3:g}" y="{CARD_H / 2 + 14:g}" font-size="22" '
        f'text-anchor="middle">{esc(middle)}</text>'
        + (f'<text x="{CARD_W / 2 + 3:g}" y="{CARD_H - 5}" font-size="7" text-anchor="middle">'
           f"{phrase('screen.JOKER')}</text>" if is_joker(card) else "")
        + "</g>"
    )


def draw_card(card: Card, x: float, y: float, face_down: bool = False) -> str:
    """One card at (x, y): its face, or its back (``??`` or face down)."""
    if card == UNKNOWN:
        return card_back(x, y, title=phrase("screen.FACE_DOWN"))
    if face_down:
        return card_back(x, y, label=card, title=phrase("screen.FACE_DOWN_KNOWN", card=card))
    return _face(card, x, y)


def empty_place(x: float, y: float, label: str = "") -> str:
    """A card's place with no card: a dashed outline, with an optional small label."""
    return (f'<rect x="{x + 0.5:g}" y="{y + 0.5:g}" width="{CARD_W - 1}" height="{CARD_H - 1}" '
            f'rx="4" fill="none" stroke="#aaa" stroke-dasharray="4 3"/>'
            + (f'<text x="{x + CARD_W / 2:g}" y="{y + CARD_H / 2 + 3:g}" font-size="8" '
               f'text-anchor="middle" fill="#888">{esc(label)}</text>' if label else ""))


def svg_picture(width: float, height: float, body: str, label: str) -> str:
    """A whole picture around ``body``, named ``label`` for screen readers."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="idiot-svg" role="img" '
        f'width="{width:g}" height="{height:g}" viewBox="0 0 {width:g} {height:g}" '
        f'style="max-width:100%;height:auto" font-family="{FONT}" aria-label="{esc(label)}">'
        f"{body}</svg>"
    )


def card_svg(code: str, *, face_down: bool = False) -> str:
    """One card as a small inline SVG picture.

    ``code`` is any card code the engine reads (``7H``, ``10d``, ``q♦``, ``RJ``); ``??`` or
    ``face_down=True`` draws the back of the card.

    >>> svg = card_svg("7H")
    >>> svg.startswith("<svg") and "7" in svg and "♥" in svg and "#c0182b" in svg
    True
    >>> "♠" in card_svg("as") and "#c0182b" not in card_svg("as")
    True
    >>> "JOKER" in card_svg("RJ"), "face-down" in card_svg("??")
    (True, True)
    >>> "7♥" in card_svg("7H", face_down=True)  # the back, labelled with the known card
    True
    >>> card_svg("ZZ")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    idiotcore.model.cards.CardError: 'ZZ' is not a card: ...

    :raises CardError: if ``code`` names no card.
    """
    card = parse_card(code)
    label = phrase("screen.FACE_DOWN") if card == UNKNOWN or face_down else card_name(card)
    return svg_picture(CARD_W, CARD_H, draw_card(card, 0, 0, face_down), label)


def hat_svg(size: int = 36) -> str:
    """The idiot's funny hat: a small top hat as inline SVG (no emoji font needed), ``size``
    pixels square; the page gives it its name (the picture itself is hidden from screen
    readers).

    >>> svg = hat_svg()
    >>> svg.startswith("<svg") and 'aria-hidden="true"' in svg and " id=" not in svg
    True
    """
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="idiot-hat-svg" width="{size}" '
            f'height="{size}" viewBox="0 0 36 36" aria-hidden="true" focusable="false">'
            '<ellipse cx="18" cy="29" rx="16" ry="4.5" fill="#1b1b1b"/>'
            '<path d="M8 28.5V8.5Q8 5 11.5 5h13Q28 5 28 8.5v20Q18 31.5 8 28.5z" fill="#262626"/>'
            '<path d="M8 21.5Q18 24.5 28 21.5v4Q18 28.5 8 25.5z" fill="#c0182b"/>'
            '<path d="M11 8.5v12" stroke="#555" stroke-width="1.5" stroke-linecap="round"/>'
            "</svg>")
