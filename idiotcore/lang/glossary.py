"""The Norwegian words of the game, as data: each term with its English, the seed text it is
taken from, and the words a translation must not use for it. The catalogues' tests read it
(every term is used in the Norwegian catalogue, no avoided word is), and so does the
translators' page.

Extreme Idiot's seed is the authority: its words go everywhere, and the classic pages say once
what Norske kortspill calls the same things (it says "bunken" for the stock and "kastehaugen"
for the pile in play).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["PARAGRAPH_TITLES", "TERMS", "Term"]


@dataclass(frozen=True)
class Term:
    """One word of the game: its English, its Norwegian, where the Norwegian is from, and the
    words not to use for it."""

    english: str
    norwegian: str
    seed: str
    avoid: tuple[str, ...] = ()


EXTREME = "extreme-idiot-no.txt"
CLASSIC = "idiot-norske-kortspill-no.txt"

TERMS = (
    Term("the pile (in play)", "bunken", EXTREME, ("kastehaugen", "haugen")),
    Term("the stock", "trekkebunken", EXTREME),
    Term("pick up the pile", "trekke opp bunken", EXTREME),
    Term("burn (the pile goes out)", "bunken går ut", EXTREME, ("brenne", "brenn", "brent")),
    Term("suit (hearts, spades…)", "sort", EXTREME),
    Term("colour (red or black)", "farge", EXTREME),
    Term("jack", "knekt", EXTREME),
    Term("queen", "dame", EXTREME),
    Term("king", "konge", EXTREME),
    Term("ace", "ess", EXTREME),
    Term("joker", "joker", EXTREME),
    Term("hearts", "hjerter", EXTREME),
    Term("diamonds", "ruter", EXTREME),
    Term("clubs", "kløver", CLASSIC),
    Term("spades", "spar", CLASSIC),
    Term("hand", "hånden", EXTREME),
    Term("face up", "vendt opp", EXTREME),
    Term("face down", "vendt ned", EXTREME),
    Term("column (of table cards)", "rekke", EXTREME),
    Term("mercy", "nåde", EXTREME),
    Term("ladder (a run of ranks)", "stige", EXTREME),
    Term("sjanse (play the top card of the stock)", "sjanse", EXTREME),
    Term("the idiot (who loses)", "idiot", EXTREME),
    Term("turn", "tur", EXTREME),
    Term("player", "spiller", EXTREME),
)
"""The game's words, English to Norwegian."""

PARAGRAPH_TITLES = {
    1: "Spillets gang", 16: "Barneregler", 17: "Rekkevidde", 18: "Flippe kortet",
    19: "Kaste ut bunken", 20: "Nåde", 21: "Dumme spørsmål", 22: "Komme inn",
    23: "Ikke din tur", 24: "Skjule kort", 25: "Tidsstraff", 26: "Være snill",
    27: "Stuck med ei dame?",
}
"""The Extreme paragraphs' titles as the seed names them, by number (its cards' paragraphs say
"Kort 2" … "Kort 14/ess": their titles name the card, Toer … Ess)."""
