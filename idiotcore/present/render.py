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
from ..model.cards import UNKNOWN
from ..model.position import Play, Player, Position
from .card_pictures import (
    CARD_H,
    CARD_W,
    card_back,
    card_svg,
    draw_card,
    empty_place,
    esc,
    hat_svg,
    svg_picture,
)
from .table_text import card_name, seat_notes, table_heading, table_text
from .text_width import text_width

__all__ = ["card_svg", "hat_svg", "table_svg"]

SEAT_COLOURS = ("#1d5fa8", "#2e7d32", "#7b3fa0", "#b35900", "#00838f")
"""One colour per seat: the player's name and the plays they laid on the pile."""

_PAD = 10
_HAND_MAX_W = 320
_COL_STEP = CARD_W + 12
_UP_OFFSET = 12
_IN_PLAY_STEP = 17
_PLAY_GAP = 26
_MAX_PLAYS = 10
_ROW_STEP = 30
"""How far a second row of a hand lies below the first (a narrow picture: :func:`table_svg`'s
``fit``): the rank and the suit in the corner of the row behind stay in view."""
_MIN_STEP = 16
"""The least a card of a hand is moved from the one before it in a narrow picture: room for its
rank (a 10 too)."""




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


def _hand_rows(count: int, room: float) -> tuple[int, float]:
    """A hand of ``count`` cards in a narrow picture, ``room`` wide at most: the cards a row
    holds and the step from one card to the next (rows below the first once a row is full)."""
    if count <= 1:
        return 1, 0.0
    per_row = max(2, int((room - CARD_W) // _MIN_STEP) + 1)
    in_row = min(count, per_row)
    step = min(CARD_W + 4.0, (room - CARD_W) / (in_row - 1))
    return per_row, max(float(_MIN_STEP), step)


def _unknown_hand(x: float, y: float, count: int) -> tuple[str, float]:
    """A hand nobody at this seat may see, in a narrow picture: a small stack of backs with the
    number of cards on it. Returns (svg, width)."""
    shown = min(count, 3)
    parts = [card_back(x + k * 3, y - k * 2, label=str(count) if k == shown - 1 else "",
                   title=phrase("screen.FACE_DOWN_CARDS", count=count)) for k in range(shown)]
    return "".join(parts), CARD_W + (shown - 1) * 3


def _player_band(position: Position, seat: int, top: float, fit: float | None = None
                 ) -> tuple[str, float, float]:
    """One player's band: name line, hand, table columns. Returns (svg, width, height).

    ``fit``: a narrow picture (the Play page's, see :func:`table_svg`): the hand in rows of
    cards that fit, a hand nobody may see as a stack of backs with its count, no line of
    labels under the cards."""
    player: Player = position.players[seat]
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    to_move = _to_move(position, seat)
    parts: list[str] = []
    name_y = top + (15 if fit is None else 13)
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
    # Every label's right end is inside the picture (a label cut off at its edge reads wrong).
    width = (_PAD + text_width(heading, 13, bold=to_move)
             + (text_width(" · " + ", ".join(notes), 10) if notes else 0)
             + (text_width(f' ({phrase("screen.TO_MOVE")})', 10) if to_move else 0) + _PAD)
    if fit is not None:
        width = 0.0  # a long name line is not what sets a narrow picture's width
    cards_y = top + (22 if fit is None else 18)
    # Hand.
    x = float(_PAD)
    rows = 1
    if fit is not None and player.hand and all(card == UNKNOWN for card in player.hand):
        stack, hand_w = _unknown_hand(x, cards_y, len(player.hand))
        parts.append(stack)
    elif player.hand:
        if fit is None:
            per_row, step = len(player.hand), _hand_step(len(player.hand))
        else:
            room = fit - 2 * _PAD - 22 - max(player.columns, 3) * _COL_STEP
            per_row, step = _hand_rows(len(player.hand), max(room, 2.0 * CARD_W))
        for i, card in enumerate(player.hand):
            row, at = divmod(i, per_row)
            parts.append(draw_card(card, x + at * step, cards_y + row * _ROW_STEP))
        rows = -(-len(player.hand) // per_row)
        hand_w = step * (min(len(player.hand), per_row) - 1) + CARD_W
    else:
        parts.append(empty_place(x, cards_y, phrase("screen.NO_HAND")))
        hand_w = CARD_W
    labels_y = cards_y + CARD_H + _UP_OFFSET + 11
    if fit is None:
        hand_label = phrase("screen.HAND_COUNT", count=len(player.hand))
        parts.append(f'<text x="{x:g}" y="{labels_y:g}" font-size="9" fill="#666">'
                     f"{esc(hand_label)}</text>")
        width = max(width, x + text_width(hand_label, 9) + _PAD)
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
    if player.columns and fit is None:
        table_label = phrase("screen.TABLE_LABEL")
        parts.append(f'<text x="{tx:g}" y="{labels_y + deepest * _UP_OFFSET:g}" font-size="9" '
                     f'fill="#666">{esc(table_label)}</text>')
        width = max(width, tx + text_width(table_label, 9) + _PAD)
    width = max(width, tx + player.columns * _COL_STEP + _PAD if player.columns else tx + _PAD)
    if fit is None:
        height = labels_y + deepest * _UP_OFFSET + 8 - top
    else:
        columns_h = CARD_H + _UP_OFFSET * (deepest + 1) if player.columns else CARD_H
        height = cards_y - top + max(CARD_H + (rows - 1) * _ROW_STEP, columns_h) + 6
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


def _pile_width(plays: list[Play], hidden: bool) -> float:
    """How wide the pile band is with ``plays`` shown (and a stack of the plays below them)."""
    x = _PAD + 2 * CARD_W + 44 + (CARD_W + 10 if hidden else 0)
    if not plays:
        return x + CARD_W + _PAD
    x += sum((len(play.cards) - 1) * _IN_PLAY_STEP + _PLAY_GAP for play in plays[:-1])
    return x + (len(plays[-1].cards) - 1) * _IN_PLAY_STEP + CARD_W + 32 + _PAD


def _pile_band(position: Position, top: float, fit: float | None = None
               ) -> tuple[str, float, float]:
    """Stock, burnt cards and the pile, play by play. Returns (svg, width, height).

    ``fit``: as many of the last plays as fit in that width (at least the top one)."""
    parts: list[str] = []
    drop = 0 if fit is None else 8  # a narrow picture: the Pile label closer to the cards
    cards_y = top + 30 - drop
    x = float(_PAD)
    ends = [0.0]  # the right ends of the labels
    stock, burnt = len(position.stock), len(position.burnt)
    parts.append(card_back(x, cards_y) if stock else empty_place(x, cards_y))
    parts.append(f'<text x="{x:g}" y="{cards_y + CARD_H + 14:g}" font-size="10" fill="#333">'
                 f"{esc(phrase('screen.STOCK', count=stock))}</text>")
    ends.append(x + text_width(phrase("screen.STOCK", count=stock), 10))
    x = max(x + CARD_W + 14, ends[-1] + 8)  # a long label (Norwegian "trekkebunke 21") fits
    parts.append(card_back(x, cards_y, muted=True) if burnt else empty_place(x, cards_y))
    parts.append(f'<text x="{x:g}" y="{cards_y + CARD_H + 14:g}" font-size="10" fill="#333">'
                 f"{esc(phrase('screen.BURNT', count=burnt))}</text>")
    ends.append(x + text_width(phrase("screen.BURNT", count=burnt), 10))
    x = max(x + CARD_W + 30, ends[-1] + 16)
    pile = phrase("screen.PILE" if position.pile else "screen.PILE_EMPTY")
    parts.append(f'<text x="{x:g}" y="{top + 14 - drop / 2:g}" font-size="11" fill="#333">{esc(pile)}'
                 "</text>")
    ends.append(x + text_width(pile, 11))
    plays: list[Play] = list(position.pile)
    most = _MAX_PLAYS
    if fit is not None:
        while most > 1 and _pile_width(plays[-most:], len(plays) > most) > fit:
            most -= 1
    hidden = plays[:-most] if len(plays) > most else []
    shown = plays[len(hidden):]
    if hidden:
        count = sum(len(p.cards) for p in hidden)
        for k in range(3):
            parts.append(empty_place(x + k * 3, cards_y - k * 2))
        parts.append(f'<text x="{x:g}" y="{cards_y + CARD_H + 14:g}" font-size="9" '
                     f'fill="#666">{esc(phrase("screen.BELOW", count=count))}</text>')
        ends.append(x + text_width(phrase("screen.BELOW", count=count), 9))
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
            ends.append(px + span + 8 + text_width(phrase("screen.TOP"), 10, bold=True))
        parts.append("</g>")
    if shown:
        x = starts[-1] + (len(shown[-1].cards) - 1) * _IN_PLAY_STEP + CARD_W + 32
    width = max(x, *ends) + _PAD
    return "".join(parts), width, CARD_H + 54 - drop


def table_svg(position: Position, *, fit: float | None = None, seats: bool = False) -> str:
    """The whole table as one SVG: the pile with its plays, stock and burnt cards, and every
    player (name, a marker for the player to move, hand, face-up on face-down columns).

    ``fit``: a picture about that many units wide at most, to fill a phone's width with cards
    still legible (the Play page's): a hand in rows, a hand nobody may see as a stack with its
    count, the last plays of the pile that fit. ``seats``: each player's band a group with its
    seat (``data-seat``) and an area covering it (``idiot-seat-hit``), for a page to make a
    player tappable (the player who gets a black four's gift).

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
    size = 11.0 if fit is None else min(11.0, 11.0 * (fit - 2 * _PAD) / text_width(head, 11))
    parts.append(f'<text x="{_PAD}" y="{16 if fit is None else 14}" font-size="{size:.3g}" '
                 f'fill="#555">{esc(head)}</text>')
    width = _PAD * 2 + text_width(head, size)
    y = 24.0 if fit is None else 20.0
    pile, pile_w, pile_h = _pile_band(position, y, fit)
    parts.append(pile)
    width = max(width, pile_w)
    y += pile_h
    for seat in range(len(position.players)):
        parts.append(f'<line x1="{_PAD}" x2="@W@" y1="{y + 2:g}" y2="{y + 2:g}" '
                     f'stroke="#ddd"/>')
        band, band_w, band_h = _player_band(position, seat, y + 6, fit)
        if seats:
            band = (f'<g class="idiot-seat" data-seat="{seat}"><rect class="idiot-seat-hit" '
                    f'x="{_PAD / 2:g}" y="{y + 4:g}" width="@W@" height="{band_h + 4:g}" rx="6" '
                    f'fill="transparent"/>{band}</g>')
        parts.append(band)
        width = max(width, band_w)
        y += band_h + (10 if fit is None else 4)
    if fit is not None:  # the same scale all game long, however few cards are left
        width = max(width, fit)
    width = float(int(width + 1))
    body = "".join(parts).replace("@W@", f"{width - _PAD:g}")
    return svg_picture(width, y + 4, body, table_text(position))
