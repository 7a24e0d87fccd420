"""The Extreme placement matrix (``idiot-placement-matrix``), each cell judged by the engine at build time."""

from __future__ import annotations

import html

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from idiotcore import check, read_position, show
from idiotcore.lang.wording import phrase
from idiotcore.model.rulebook import RULES, anchor

from idiotbook_examples import note_engine
from idiotbook_nodes import idiot_html, rule_placeholder
from idiotbook_records import fail

# Rows are cards played (hearts, or diamonds if the heart is in the pile), columns the top of the
# pile as (label, plays as (by, cards), note): the label a rank or card as shown, or the key of
# its words; the note the key of the words of a cell's hover text (book.*, grammar.A_RANK_*).
_ROWS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "RJ")
_COLUMNS: tuple[tuple[str, tuple[tuple[int, tuple[str, ...]], ...], str], ...] = (
    ("book.TOP_EMPTY", (), "book.TOP_EMPTY_NOTE"),
    ("2", ((0, ("2S",)),), "book.TOP_OWN_TWO_NOTE"),
    ("3", ((1, ("3S",)),), "grammar.A_RANK_3"),
    ("4", ((1, ("4S",)),), "grammar.A_RANK_4"),
    ("book.TOP_FIVE_ON_EMPTY", ((1, ("5S",)),), "book.TOP_FIVE_ON_EMPTY_NOTE"),
    ("book.TOP_FIVE_ON_THREE", ((0, ("3S",)), (1, ("5S",))), "book.TOP_FIVE_ON_THREE_NOTE"),
    ("book.TOP_FIVE_ON_KING", ((0, ("KS",)), (1, ("5S",))), "book.TOP_FIVE_ON_KING_NOTE"),
    ("6", ((1, ("6S",)),), "grammar.A_RANK_6"),
    ("7", ((1, ("7S",)),), "grammar.A_RANK_7"),
    ("8", ((1, ("8S",)),), "book.TOP_EIGHT_NOTE"),
    ("9", ((1, ("9S",)),), "book.TOP_NINE_NOTE"),
    ("J♥", ((1, ("JH",)),), "book.TOP_JACK_SAME_NOTE"),
    ("J♠", ((1, ("JS",)),), "book.TOP_JACK_OTHER_NOTE"),
    ("Q", ((1, ("QS",)),), "grammar.A_RANK_12"),
    ("K", ((1, ("KS",)),), "grammar.A_RANK_13"),
    ("A", ((1, ("AS",)),), "grammar.A_RANK_14"),
)


def _label(label: str) -> str:
    """A column's heading: a rank or card as shown, or the words of its key."""
    return phrase(label) if label.startswith("book.") else label


def _matrix_position(card: str, plays: tuple[tuple[int, tuple[str, ...]], ...]) -> str:
    pile = ";".join(f"{by}.{''.join(cards)}" for by, cards in plays) or "-"
    return f"extreme/0/Ada:{card}::xxxxxx;Bo:xxxxxx::xxxxxx/{pile}/20/0"


def _played_card(rank: str, plays: tuple[tuple[int, tuple[str, ...]], ...]) -> str:
    if rank == "RJ":
        return "RJ"
    in_pile = {c for _, cards in plays for c in cards}
    return rank + "H" if rank + "H" not in in_pile else rank + "D"


class IdiotPlacementMatrix(SphinxDirective):
    """Extreme Idiot: ✓ or ✗ for every card played on every top of the pile, from the engine."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        note_engine(self)
        head = "".join(f'<th scope="col" title="{html.escape(phrase(note))}">'
                       f"{html.escape(_label(label))}</th>" for label, _, note in _COLUMNS)
        rows = []
        labels: set[str] = set()
        for rank in _ROWS:
            name = phrase("book.MATRIX_JOKER") if rank == "RJ" else show(rank + "H")[:-1]
            cells = []
            for label, plays, note in _COLUMNS:
                card = _played_card(rank, plays)
                try:
                    verdict = check(read_position(_matrix_position(card, plays)), f"play {card}")
                except Exception as err:
                    fail(self.env, self.lineno, f"idiot-placement-matrix {self.env.docname}:"
                         f"{self.lineno}: play {card} on {_label(label)}: {type(err).__name__}: "
                         f"{err}")
                    cells.append("<td>?</td>")
                    continue
                mark, cls = ("✓", "idiot-yes") if verdict.legal else ("✗", "idiot-no")
                title = html.escape(phrase("book.MATRIX_CELL", card=card, top=phrase(note),
                                           verdict=verdict.message))
                rules = [r for r in verdict.rules if r in RULES]
                if rules:
                    labels.add(anchor(rules[0]))
                    cell = (f'<a href="{rule_placeholder(rules[0])}" title="{title}">{mark}'
                            f'<span class="idiot-cite">{html.escape(rules[0])}</span></a>')
                else:
                    cell = f'<span title="{title}">{mark}</span>'
                cells.append(f'<td class="{cls}">{cell}</td>')
            rows.append(f'<tr><th scope="row">{html.escape(name)}</th>{"".join(cells)}</tr>')
        markup = (
            '<div class="idiot-matrix-wrap"><table class="idiot-matrix">'
            f'<caption>{html.escape(phrase("book.MATRIX_CAPTION"))}</caption><thead><tr>'
            f'<th scope="col">{html.escape(phrase("book.MATRIX_CORNER"))}</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>'
        )
        return [idiot_html(html=markup, labels=sorted(labels))]
