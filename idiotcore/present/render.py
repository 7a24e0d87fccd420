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

from ..lang.wording import phrase
from ..model.position import Play, Player, Position
from .card_pictures import (
    CARD_H,
    CARD_W,
    card_back,
    card_svg,
    draw_card,
    empty_place,
    esc,
    svg_picture,
)
from .table_text import card_name, seat_notes, table_heading, table_text

__all__ = ["card_svg", "table_svg"]

SEAT_COLOURS = ("#1d5fa8", "#2e7d32", "#7b3fa0", "#b35900", "#00838f")
"""One colour per seat: the player's name and the plays they laid on the pile."""

_PAD = 10
_HAND_MAX_W = 320
_COL_STEP = CARD_W + 12
_UP_OFFSET = 12
_IN_PLAY_STEP = 17
_PLAY_GAP = 26
_MAX_PLAYS = 10


def _text_w(text: str, size: float) -> float:
    """A rough width estimate for text in the sans-serif font (no font metrics here)."""
    return len(text) * size * 0.6


def _hand_step(count: int) -> float:
    if count <= 1:
        return 0
    natural = CARD_W + 4
    return float(min(natural, max(12.0, (_HAND_MAX_W - CARD_W) / (count - 1))))


def _to_move(position: Position, seat: int) -> bool:
    """Whether the picture marks ``seat`` as the player to move: never once the game is over,
    nor a player with no cards (out, or a seat of an emptied table not yet filled)."""
    return (seat == position.to_move and not position.is_over
            and position.players[seat].has_cards)


def _player_band(position: Position, seat: int, top: float) -> tuple[str, float, float]:
    """One player's band: name line, hand, table columns. Returns (svg, width, height)."""
    player: Player = position.players[seat]
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    to_move = _to_move(position, seat)
    parts: list[str] = []
    name_y = top + 15
    notes = seat_notes(position, seat)
    heading = ("▶ " if to_move else "") + player.name
    if to_move:
        parts.append(f'<rect x="{_PAD / 2:g}" y="{top:g}" width="@W@" height="@H@" rx="6" '
                     f'fill="#fff7d6" stroke="#e0b000"/>')
    parts.append(f'<text x="{_PAD:g}" y="{name_y:g}" font-size="13" fill="{colour}" '
                 f'font-weight="{"bold" if to_move else "normal"}">{esc(heading)}'
                 + (f'<tspan fill="#666" font-size="10" font-weight="normal"> · '
                    f'{esc(", ".join(notes))}</tspan>' if notes else "")
                 + ('<tspan fill="#8a6d00" font-size="10" font-weight="normal"> '
                    f'({esc(phrase("screen.TO_MOVE"))})</tspan>' if to_move else "")
                 + "</text>")
    width = _PAD + _text_w(heading, 13) + _text_w(" · " + ", ".join(notes), 10) + 70
    cards_y = top + 22
    # Hand.
    x = float(_PAD)
    step = _hand_step(len(player.hand))
    if player.hand:
        for i, card in enumerate(player.hand):
            parts.append(draw_card(card, x + i * step, cards_y))
        hand_w = step * (len(player.hand) - 1) + CARD_W
    else:
        parts.append(empty_place(x, cards_y, phrase("screen.NO_HAND")))
        hand_w = CARD_W
    labels_y = cards_y + CARD_H + _UP_OFFSET + 11
    parts.append(f'<text x="{x:g}" y="{labels_y:g}" font-size="9" fill="#666">'
                 f"{esc(phrase('screen.HAND_COUNT', count=len(player.hand)))}</text>")
    # Table columns: the face-down card, the face-up cards on it, or an empty place.
    tx = x + max(hand_w, 50) + 22
    deepest = 0
    for col in range(player.columns):
        cx = tx + col * _COL_STEP
        down = player.face_down[col]
        ups = player.face_up[col] if col < len(player.face_up) else ()
        if down is None and not ups:
            parts.append(empty_place(cx, cards_y, phrase("screen.EMPTY")))
        if down is not None:
            parts.append(draw_card(down, cx, cards_y, face_down=True))
        for j, card in enumerate(ups):
            parts.append(draw_card(card, cx + 3, cards_y + _UP_OFFSET * (j + 1)))
        deepest = max(deepest, len(ups) - 1)
    if player.columns:
        parts.append(f'<text x="{tx:g}" y="{labels_y + deepest * _UP_OFFSET:g}" font-size="9" '
                     f'fill="#666">{esc(phrase("screen.TABLE_LABEL"))}</text>')
        width = max(width, tx + player.columns * _COL_STEP + _PAD)
    else:
        width = max(width, tx + _PAD)
    height = labels_y + deepest * _UP_OFFSET + 8 - top
    body = "".join(parts).replace("@W@", f"{width - _PAD:g}").replace("@H@", f"{height - 2:g}")
    return body, width, height


def _short(name: str, room: float, size: float) -> str:
    fits = max(1, int(room / (size * 0.6)))
    return name if len(name) <= fits else name[: max(1, fits - 1)] + "…"


def _pile_band(position: Position, top: float) -> tuple[str, float, float]:
    """Stock, burnt cards and the pile, play by play. Returns (svg, width, height)."""
    parts: list[str] = []
    cards_y = top + 30
    x = float(_PAD)
    stock, burnt = len(position.stock), len(position.burnt)
    parts.append(card_back(x, cards_y) if stock else empty_place(x, cards_y))
    parts.append(f'<text x="{x:g}" y="{cards_y + CARD_H + 14:g}" font-size="10" fill="#333">'
                 f"{esc(phrase('screen.STOCK', count=stock))}</text>")
    x += CARD_W + 14
    parts.append(card_back(x, cards_y, muted=True) if burnt else empty_place(x, cards_y))
    parts.append(f'<text x="{x:g}" y="{cards_y + CARD_H + 14:g}" font-size="10" fill="#333">'
                 f"{esc(phrase('screen.BURNT', count=burnt))}</text>")
    x += CARD_W + 30
    pile = phrase("screen.PILE" if position.pile else "screen.PILE_EMPTY")
    parts.append(f'<text x="{x:g}" y="{top + 14:g}" font-size="11" fill="#333">{esc(pile)}'
                 "</text>")
    plays: list[Play] = list(position.pile)
    hidden = plays[:-_MAX_PLAYS] if len(plays) > _MAX_PLAYS else []
    shown = plays[len(hidden):]
    if hidden:
        count = sum(len(p.cards) for p in hidden)
        for k in range(3):
            parts.append(empty_place(x + k * 3, cards_y - k * 2))
        parts.append(f'<text x="{x:g}" y="{cards_y + CARD_H + 14:g}" font-size="9" '
                     f'fill="#666">{esc(phrase("screen.BELOW", count=count))}</text>')
        x += CARD_W + 10
    if not plays:
        parts.append(empty_place(x, cards_y, phrase("screen.EMPTY")))
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
        parts.append(f"<g><title>{esc(phrase('screen.PILE_PLAY', who=who, cards=cards_desc))}"
                     "</title>")
        if is_top:
            parts.append(f'<rect x="{px - 4:g}" y="{py - 4:g}" width="{span + 8:g}" '
                         f'height="{CARD_H + 8}" rx="6" fill="#ffe680" stroke="#e0a800" '
                         f'stroke-width="2"/>')
        for i, card in enumerate(play.cards):
            parts.append(draw_card(card, px + i * _IN_PLAY_STEP, py))
        room = span + 6 if is_top else starts[k + 1] - px - 2
        parts.append(f'<rect x="{px:g}" y="{cards_y + CARD_H + 4:g}" width="{room - 3:g}" '
                     f'height="3" fill="{colour}"/>')
        parts.append(f'<text x="{px:g}" y="{cards_y + CARD_H + 17:g}" font-size="10" '
                     f'fill="{colour}">{esc(_short(who, room, 10))}</text>')
        if is_top:
            parts.append(f'<text x="{px + span + 8:g}" y="{py + 14:g}" font-size="10" '
                         f'fill="#8a6d00" font-weight="bold">{esc(phrase("screen.TOP"))}</text>')
        parts.append("</g>")
    if shown:
        x = starts[-1] + (len(shown[-1].cards) - 1) * _IN_PLAY_STEP + CARD_W + 32
    width = x + _PAD
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
    parts.append(f'<text x="{_PAD}" y="16" font-size="11" fill="#555">{esc(head)}</text>')
    width = _PAD * 2 + _text_w(head, 11)
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
    return svg_picture(width, y + 4, body, table_text(position))
