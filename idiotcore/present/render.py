"""Pictures of cards and tables as inline SVG, for the rulebook site, the pages and the notebooks
(verdicts as HTML: :mod:`~idiotcore.present.verdicts`; the table in words:
:mod:`~idiotcore.present.table_text`).

Standard library only. Every piece of text that ends up in the markup (player names above all,
which come from users) goes through :func:`html.escape`. The SVG uses no ``id`` attributes, so
any number of pictures can share one HTML page.

>>> card_svg("TH").count("<svg"), "10" in card_svg("TH"), "#c0182b" in card_svg("TH")
(1, True, True)
>>> "face-down" in card_svg("??"), "joker" in card_svg("BJ")
(True, True)
"""

from __future__ import annotations

import html

from ..lang.card_names import RANK_NAMES, SUIT_SYMBOLS
from ..lang.wording import phrase
from ..model.cards import UNKNOWN, Card, is_joker, is_red, parse_card
from ..model.position import Play, Player, Position
from .table_text import card_name, seat_notes, table_heading, table_text
from .text_width import text_width

__all__ = ["card_svg", "table_svg"]

CARD_W, CARD_H = 40, 56
"""Size of one card in SVG user units (pixels at 100 %)."""

RED, BLACK = "#c0182b", "#1b1b1b"
BACK, BACK_LINE = "#2d4f8e", "#8aa8dc"
FONT = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"
SEAT_COLOURS = ("#1d5fa8", "#2e7d32", "#7b3fa0", "#b35900", "#00838f")
"""One colour per seat: the player's name and the plays they laid on the pile."""

_PAD = 10
_HAND_MAX_W = 320
_COL_STEP = CARD_W + 12
_UP_OFFSET = 12
_IN_PLAY_STEP = 17
_PLAY_GAP = 26
_MAX_PLAYS = 10


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _back(x: float, y: float, label: str = "", muted: bool = False, title: str = "") -> str:
    """A card back: a framed lattice of small diamonds, with an optional small label."""
    fill, line = ("#9a9a9a", "#d0d0d0") if muted else (BACK, BACK_LINE)
    parts = [
        f'<g transform="translate({x:g},{y:g})">',
        f"<title>{_e(title)}</title>" if title else "",
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
                     f'text-anchor="middle" fill="#333">{_e(label)}</text>')
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
        f"<title>{_e(card_name(card))}</title>"
        f'<rect x="0.5" y="0.5" width="{CARD_W - 1}" height="{CARD_H - 1}" rx="4" fill="#fff" '
        f'stroke="#777" stroke-width="1"/>'
        f'<text x="4" y="14" font-size="12" font-weight="bold">{_e(corner)}</text>'
        f'<text x="4" y="26" font-size="11">{_e(small)}</text>'
        f'<text x="{CARD_W / 2 + 3:g}" y="{CARD_H / 2 + 14:g}" font-size="22" '
        f'text-anchor="middle">{_e(middle)}</text>'
        + (f'<text x="{CARD_W / 2 + 3:g}" y="{CARD_H - 5}" font-size="7" text-anchor="middle">'
           f"{phrase('screen.JOKER')}</text>" if is_joker(card) else "")
        + "</g>"
    )


def _card(card: Card, x: float, y: float, face_down: bool = False) -> str:
    """One card at (x, y): its face, or its back (``??`` or face down)."""
    if card == UNKNOWN:
        return _back(x, y, title=phrase("screen.FACE_DOWN"))
    if face_down:
        return _back(x, y, label=card, title=phrase("screen.FACE_DOWN_KNOWN", card=card))
    return _face(card, x, y)


def _empty_place(x: float, y: float, label: str = "") -> str:
    return (f'<rect x="{x + 0.5:g}" y="{y + 0.5:g}" width="{CARD_W - 1}" height="{CARD_H - 1}" '
            f'rx="4" fill="none" stroke="#aaa" stroke-dasharray="4 3"/>'
            + (f'<text x="{x + CARD_W / 2:g}" y="{y + CARD_H / 2 + 3:g}" font-size="8" '
               f'text-anchor="middle" fill="#888">{_e(label)}</text>' if label else ""))


def _svg(width: float, height: float, body: str, label: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="idiot-svg" role="img" '
        f'width="{width:g}" height="{height:g}" viewBox="0 0 {width:g} {height:g}" '
        f'style="max-width:100%;height:auto" font-family="{FONT}" aria-label="{_e(label)}">'
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
    return _svg(CARD_W, CARD_H, _card(card, 0, 0, face_down), label)


def _hand_step(count: int) -> float:
    if count <= 1:
        return 0
    natural = CARD_W + 4
    return float(min(natural, max(12.0, (_HAND_MAX_W - CARD_W) / (count - 1))))


def _player_band(position: Position, seat: int, top: float) -> tuple[str, float, float]:
    """One player's band: name line, hand, table columns. Returns (svg, width, height)."""
    player: Player = position.players[seat]
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    to_move = seat == position.to_move and not position.is_over
    parts: list[str] = []
    name_y = top + 15
    notes = seat_notes(position, seat)
    heading = ("▶ " if to_move else "") + player.name
    if to_move:
        parts.append(f'<rect x="{_PAD / 2:g}" y="{top:g}" width="@W@" height="@H@" rx="6" '
                     f'fill="#fff7d6" stroke="#e0b000"/>')
    parts.append(f'<text x="{_PAD:g}" y="{name_y:g}" font-size="13" fill="{colour}" '
                 f'font-weight="{"bold" if to_move else "normal"}">{_e(heading)}'
                 + (f'<tspan fill="#666" font-size="10" font-weight="normal"> · '
                    f'{_e(", ".join(notes))}</tspan>' if notes else "")
                 + ('<tspan fill="#8a6d00" font-size="10" font-weight="normal"> '
                    f'({_e(phrase("screen.TO_MOVE"))})</tspan>' if to_move else "")
                 + "</text>")
    # Every label's right end is inside the picture (a label cut off at its edge reads wrong).
    width = (_PAD + text_width(heading, 13, bold=to_move)
             + (text_width(" · " + ", ".join(notes), 10) if notes else 0)
             + (text_width(f' ({phrase("screen.TO_MOVE")})', 10) if to_move else 0) + _PAD)
    cards_y = top + 22
    # Hand.
    x = float(_PAD)
    step = _hand_step(len(player.hand))
    if player.hand:
        for i, card in enumerate(player.hand):
            parts.append(_card(card, x + i * step, cards_y))
        hand_w = step * (len(player.hand) - 1) + CARD_W
    else:
        parts.append(_empty_place(x, cards_y, phrase("screen.NO_HAND")))
        hand_w = CARD_W
    labels_y = cards_y + CARD_H + _UP_OFFSET + 11
    hand_label = phrase("screen.HAND_COUNT", count=len(player.hand))
    parts.append(f'<text x="{x:g}" y="{labels_y:g}" font-size="9" fill="#666">'
                 f"{_e(hand_label)}</text>")
    width = max(width, x + text_width(hand_label, 9) + _PAD)
    # Table columns: the face-down card, the face-up cards on it, or an empty place.
    tx = x + max(hand_w, 50) + 22
    deepest = 0
    for col in range(player.columns):
        cx = tx + col * _COL_STEP
        down = player.face_down[col]
        ups = player.face_up[col] if col < len(player.face_up) else ()
        if down is None and not ups:
            parts.append(_empty_place(cx, cards_y, phrase("screen.EMPTY")))
        if down is not None:
            parts.append(_card(down, cx, cards_y, face_down=True))
        for j, card in enumerate(ups):
            parts.append(_card(card, cx + 3, cards_y + _UP_OFFSET * (j + 1)))
        deepest = max(deepest, len(ups) - 1)
    if player.columns:
        table_label = phrase("screen.TABLE_LABEL")
        parts.append(f'<text x="{tx:g}" y="{labels_y + deepest * _UP_OFFSET:g}" font-size="9" '
                     f'fill="#666">{_e(table_label)}</text>')
        width = max(width, tx + player.columns * _COL_STEP + _PAD,
                    tx + text_width(table_label, 9) + _PAD)
    else:
        width = max(width, tx + _PAD)
    height = labels_y + deepest * _UP_OFFSET + 8 - top
    body = "".join(parts).replace("@W@", f"{width - _PAD:g}").replace("@H@", f"{height - 2:g}")
    return body, width, height


def _short(name: str, room: float, size: float) -> str:
    """``name``, or as much of it as fits in ``room`` with "…" after it (at least one letter)."""
    if text_width(name, size) <= room:
        return name
    cut = len(name) - 1
    while cut > 1 and text_width(name[:cut] + "…", size) > room:
        cut -= 1
    return name[:cut] + "…"


def _pile_band(position: Position, top: float) -> tuple[str, float, float]:
    """Stock, burnt cards and the pile, play by play. Returns (svg, width, height)."""
    parts: list[str] = []
    cards_y = top + 30
    x = float(_PAD)
    ends = [0.0]  # the right ends of the labels
    stock, burnt = len(position.stock), len(position.burnt)
    parts.append(_back(x, cards_y) if stock else _empty_place(x, cards_y))
    parts.append(f'<text x="{x:g}" y="{cards_y + CARD_H + 14:g}" font-size="10" fill="#333">'
                 f"{_e(phrase('screen.STOCK', count=stock))}</text>")
    ends.append(x + text_width(phrase("screen.STOCK", count=stock), 10))
    x += CARD_W + 14
    parts.append(_back(x, cards_y, muted=True) if burnt else _empty_place(x, cards_y))
    parts.append(f'<text x="{x:g}" y="{cards_y + CARD_H + 14:g}" font-size="10" fill="#333">'
                 f"{_e(phrase('screen.BURNT', count=burnt))}</text>")
    ends.append(x + text_width(phrase("screen.BURNT", count=burnt), 10))
    x += CARD_W + 30
    pile = phrase("screen.PILE" if position.pile else "screen.PILE_EMPTY")
    parts.append(f'<text x="{x:g}" y="{top + 14:g}" font-size="11" fill="#333">{_e(pile)}'
                 "</text>")
    ends.append(x + text_width(pile, 11))
    plays: list[Play] = list(position.pile)
    hidden = plays[:-_MAX_PLAYS] if len(plays) > _MAX_PLAYS else []
    shown = plays[len(hidden):]
    if hidden:
        count = sum(len(p.cards) for p in hidden)
        for k in range(3):
            parts.append(_empty_place(x + k * 3, cards_y - k * 2))
        parts.append(f'<text x="{x:g}" y="{cards_y + CARD_H + 14:g}" font-size="9" '
                     f'fill="#666">{_e(phrase("screen.BELOW", count=count))}</text>')
        ends.append(x + text_width(phrase("screen.BELOW", count=count), 9))
        x += CARD_W + 10
    if not plays:
        parts.append(_empty_place(x, cards_y, phrase("screen.EMPTY")))
        x += CARD_W
    starts: list[float] = []
    for play in shown:
        starts.append(x)
        x += (len(play.cards) - 1) * _IN_PLAY_STEP + _PLAY_GAP
    for k, play in enumerate(shown):
        is_top = k == len(shown) - 1
        px = starts[k]
        py = cards_y - (6 if is_top else 0)
        colour = SEAT_COLOURS[play.by % len(SEAT_COLOURS)]
        who = position.players[play.by].name if play.by < len(position.players) else "?"
        span = (len(play.cards) - 1) * _IN_PLAY_STEP + CARD_W
        cards_desc = " ".join(card_name(c) for c in play.cards)
        parts.append(f"<g><title>{_e(phrase('screen.PILE_PLAY', who=who, cards=cards_desc))}"
                     "</title>")
        if is_top:
            parts.append(f'<rect x="{px - 4:g}" y="{py - 4:g}" width="{span + 8:g}" '
                         f'height="{CARD_H + 8}" rx="6" fill="#ffe680" stroke="#e0a800" '
                         f'stroke-width="2"/>')
        for i, card in enumerate(play.cards):
            parts.append(_card(card, px + i * _IN_PLAY_STEP, py))
        room = span + 6 if is_top else starts[k + 1] - px - 2
        parts.append(f'<rect x="{px:g}" y="{cards_y + CARD_H + 4:g}" width="{room - 3:g}" '
                     f'height="3" fill="{colour}"/>')
        parts.append(f'<text x="{px:g}" y="{cards_y + CARD_H + 17:g}" font-size="10" '
                     f'fill="{colour}">{_e(_short(who, room, 10))}</text>')
        if is_top:
            parts.append(f'<text x="{px + span + 8:g}" y="{py + 14:g}" font-size="10" '
                         f'fill="#8a6d00" font-weight="bold">{_e(phrase("screen.TOP"))}</text>')
            ends.append(px + span + 8 + text_width(phrase("screen.TOP"), 10, bold=True))
        parts.append("</g>")
    if shown:
        x = starts[-1] + (len(shown[-1].cards) - 1) * _IN_PLAY_STEP + CARD_W + 32
    width = max(x, *ends) + _PAD
    return "".join(parts), width, CARD_H + 54


def table_svg(position: Position) -> str:
    """The whole table as one SVG: the pile with its plays, stock and burnt cards, and every
    player (name, a marker for the player to move, hand, face-up on face-down columns).

    >>> from idiotcore import from_notation
    >>> p = from_notation("extreme/0/%3Cb%3EAda:8H3CKD:4C--JD:xx--xx:2;"
    ...                   "Bo:xxxxxx:6DAS2H:xxxxxx/1.7C/20/3")
    >>> svg = table_svg(p)
    >>> svg.startswith("<svg") and svg.endswith("</svg>")
    True
    >>> "&lt;b&gt;Ada" in svg and "<b>" not in svg
    True
    >>> "stock 20" in svg and "burnt 3" in svg and "▶" in svg and "2 games played" in svg
    True
    >>> " id=" in svg
    False
    """
    parts: list[str] = []
    head = table_heading(position)
    parts.append(f'<text x="{_PAD}" y="16" font-size="11" fill="#555">{_e(head)}</text>')
    width = _PAD * 2 + text_width(head, 11)
    y = 24.0
    pile, pile_w, pile_h = _pile_band(position, y)
    parts.append(pile)
    width = max(width, pile_w)
    y += pile_h
    for seat in range(len(position.players)):
        parts.append(f'<line x1="{_PAD}" x2="@W@" y1="{y + 2:g}" y2="{y + 2:g}" '
                     f'stroke="#ddd"/>')
        band, band_w, band_h = _player_band(position, seat, y + 6)
        parts.append(band)
        width = max(width, band_w)
        y += band_h + 10
    width = float(int(width + 1))
    body = "".join(parts).replace("@W@", f"{width - _PAD:g}")
    return _svg(width, y + 4, body, table_text(position))


