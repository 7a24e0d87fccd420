"""How wide a line of text is drawn in the pictures (:mod:`~idiotcore.present.render`), so that a
picture is made wide enough for every label it holds and none is cut off at its edge.

The pictures name DejaVu Sans first: of the fonts they name it is the widest (Arial and Segoe UI,
used where it is missing, draw the same text narrower), so its widths are an upper bound for
every reader. Standard library only: the widths of the printable ASCII characters are written
here, in thousandths of the font size, as measured in DejaVu Sans Book and Bold (they are the
font's own advance widths); any other character is read as its base letter when it has one
(``é`` as ``e``), else as wide as the widest letters (a card's suit, an arrow, a CJK character).

>>> round(text_width("Pile (empty)", 11), 1)
66.9
>>> text_width("W", 10) > text_width("i", 10), text_width("Ada", 13, bold=True) > text_width("Ada", 13)
(True, True)
>>> text_width("é", 10) == text_width("e", 10), text_width("中", 10)
(True, 10.0)
"""

from __future__ import annotations

import unicodedata

__all__ = ["text_width"]


def _widths(text: str) -> dict[str, int]:
    """The characters from the space to ``~``, each with its width from ``text``."""
    values = [int(value) for value in text.split()]
    assert len(values) == 95
    return {chr(32 + i): value for i, value in enumerate(values)}


_REGULAR = _widths("""
318 401 460 838 636 950 780 275 390 390 500 838 318 361 318 337 636 636 636 636 636 636 636 636
636 636 337 337 838 838 838 531 1000 684 686 698 770 632 575 775 752 295 295 656 557 863 748 787
603 787 695 635 611 732 684 989 685 611 685 390 337 390 838 500 500 613 635 550 635 615 352 635
634 278 278 579 278 974 634 612 635 635 411 521 392 634 592 818 592 592 525 636 337 636 838
""")
_BOLD = _widths("""
348 456 521 838 696 1002 872 306 457 457 523 838 380 415 380 365 696 696 696 696 696 696 696 696
696 696 400 400 838 838 838 580 1000 774 762 734 830 683 683 821 837 372 372 775 637 995 837 850
733 850 770 720 682 812 774 1103 771 724 725 457 365 457 838 500 500 675 716 593 716 678 435 716
712 343 343 665 343 1042 712 687 716 716 493 595 478 712 652 924 645 652 582 712 365 712 838
""")
_KNOWN = {"·": (318, 380), "…": (1000, 1000), "▶": (769, 769)}
"""Characters the pictures write themselves besides ASCII: (regular, bold)."""
_OTHER = (1100, 1250)
"""Any other character that is no accented ASCII letter (Cyrillic ``Ш`` is 1069 and 1235)."""


def _char(character: str, bold: bool) -> int:
    table = _BOLD if bold else _REGULAR
    if character in table:
        return table[character]
    if character in _KNOWN:
        return _KNOWN[character][bold]
    if unicodedata.east_asian_width(character) in ("W", "F"):
        return 1000
    base = unicodedata.normalize("NFD", character)[:1]
    if base in table:
        return table[base]
    if unicodedata.combining(character):
        return 0
    return _OTHER[bold]


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """The width of ``text`` drawn at ``size`` (in the picture's units), at most what DejaVu Sans
    (Bold, if ``bold``) draws it in."""
    return sum(_char(character, bold) for character in text) * size / 1000
