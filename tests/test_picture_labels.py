"""Every label of a table picture shows whole ("On a phone": "Pile (emp", "table: face-up on f"
were cut off at the picture's edge): the picture is as wide as its widest label, measured with
the widths of DejaVu Sans (:mod:`idiotcore.present.text_width`), the widest font it names. The
pictures are the same on the Table, Play and Learn pages and in the rulebook; in headless
Chromium, at a phone's width, the Table page's pictures are checked with the browser's own
measure (tests/test_table_page.py)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from idiotcore import from_notation
from idiotcore.lang.wording import phrase
from idiotcore.present.render import table_svg
from idiotcore.present.text_width import text_width

WIDE = "W" * 40
"""The widest name a seat takes (at most 40 characters), of the widest letter."""
WIDEST = [
    "extreme/0/Ada:::xx;Bo:::xx/-/0/0",  # one column each, an empty pile: a narrow picture
    "extreme/0/Ada:::;Bo:::/-/0/0",  # no columns at all
    "classic/0/Ada:::xx;Bo:::xx/-/0/0",
    f"extreme/0/{WIDE}:7H::xx:12;Bo:::xx/-/0/0",  # the widest name, to move, with a note
    f"extreme/1/Ada:7H::xx;{WIDE}:::/-/0/0/out=1",  # the widest name, out first
    f"extreme/0/Ada:::xx;{WIDE}:::xx/1.KS/0/0",  # the widest name under a play on the pile
    "extreme/0/ШШШШШШШШШШШШШШШШШШШШ:7H::xx:3;Bo:::xx/1.5D/0/0",  # wide letters beyond ASCII
    "extreme/0/Ada:AH::;Bo:xxxxxx::;Cy:xxxxxx::/1.KS;2.5D/0/0",  # the king, 5 and ace question
    "classic/0/Ada:::xx;Bo:::xx/0.7H;1.8H;0.9H;1.TH;0.JH;1.QH;0.KH;1.AH;0.2H;1.3H;0.4H;1.5H/0/0",
]
"""Positions with the widest labels for the room their cards take."""

_TRANSLATE = re.compile(r"translate\(([-\d.]+),([-\d.]+)\)")


def _labels(svg: str) -> tuple[float, list[tuple[str, float, float]]]:
    """The picture's width and each text's (words, left end, right end) as DejaVu Sans draws it."""
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    found: list[tuple[str, float, float]] = []

    def walk(node: ET.Element, dx: float) -> None:
        shift = _TRANSLATE.match(node.get("transform", ""))
        dx += float(shift[1]) if shift else 0.0
        if node.tag == ns + "text":
            size = float(node.get("font-size", "0"))
            bold = node.get("font-weight") == "bold"
            width = text_width(node.text or "", size, bold=bold)
            words = node.text or ""
            for span in node:
                width += text_width(span.text or "", float(span.get("font-size", size)),
                                    bold=span.get("font-weight", "bold" if bold else "") == "bold")
                words += span.text or ""
            x = dx + float(node.get("x", "0"))
            left = x - width / 2 if node.get("text-anchor") == "middle" else x
            found.append((words, left, left + width))
            return
        for child in node:
            walk(child, dx)

    walk(root, 0.0)
    return float(root.get("width", "0")), found


@pytest.mark.parametrize("notation", WIDEST)
def test_every_label_fits_in_its_picture(notation: str) -> None:
    width, labels = _labels(table_svg(from_notation(notation)))
    assert labels
    outside = [(words, round(left, 1), round(right, 1)) for words, left, right in labels
               if left < 0 or right > width]
    assert not outside, (width, outside)


def test_the_labels_once_cut_off_are_whole() -> None:
    """The two of the issue, on the narrowest table: each inside the picture."""
    width, labels = _labels(table_svg(from_notation("extreme/0/Ada:::xx;Bo:::xx/-/0/0")))
    ends = {words: right for words, _, right in labels}
    assert ends["Pile (empty)"] <= width and ends["table: face-up on face-down"] <= width


def test_a_name_under_a_play_is_shortened_to_its_room_with_an_ellipsis() -> None:
    """Under a play on the pile a long name is cut with "…" (the whole name is in the play's
    title), never running into the next play."""
    svg = table_svg(from_notation(f"extreme/0/Ada:::xx;{WIDE}:::xx/1.KS;0.5D/0/0"))
    assert f"{WIDE} laid K♠" in svg  # the title, for a screen reader and a pointer
    shown = re.findall(r'font-size="10" fill="#2e7d32">(W+…)</text>', svg)
    assert shown and text_width(shown[0], 10) <= 40 + 26 - 2


@pytest.mark.parametrize("language", ["en", "nb"])
def test_the_stock_and_burnt_labels_never_overlap(language: str) -> None:
    """Norwegian's "trekkebunke 21" is twice as long as "stock 21": the burnt cards and the pile
    move right to leave it room, and every label still fits in the picture."""
    from idiotcore.lang.wording import speaking

    with speaking(language):
        svg = table_svg(from_notation(WIDEST[-2]))
        stock_label, burnt_label = (phrase("screen.STOCK", count=0),
                                    phrase("screen.BURNT", count=0))
    width, labels = _labels(svg)
    ends = {words: (left, right) for words, left, right in labels}
    assert ends[stock_label][1] < ends[burnt_label][0], ends
    assert all(left >= 0 and right <= width for left, right in ends.values())
