"""The Extreme placement matrix (``idiot-placement-matrix``), each cell judged by the engine at build time."""

from __future__ import annotations

import html

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from idiotcore import check, read_position, show
from idiotcore.model.rulebook import RULES, anchor

from idiotbook_examples import note_engine
from idiotbook_nodes import idiot_html, rule_placeholder
from idiotbook_records import fail

# Rows are cards played (hearts, or diamonds if the heart is in the pile), columns the top of the
# pile as (label, plays as (by, cards), note).
_ROWS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "RJ")
_COLUMNS: tuple[tuple[str, tuple[tuple[int, tuple[str, ...]], ...], str], ...] = (
    ("empty", (), "an empty pile"),
    ("2", ((0, ("2S",)),), "your own 2 (§2: the card you owe on it)"),
    ("3", ((1, ("3S",)),), "a 3"),
    ("4", ((1, ("4S",)),), "a 4"),
    ("5 on empty", ((1, ("5S",)),), "a 5 on an empty pile"),
    ("5 on a 3", ((0, ("3S",)), (1, ("5S",))), "a 5 on a 3"),
    ("5 on a K", ((0, ("KS",)), (1, ("5S",))), "a 5 on a king"),
    ("6", ((1, ("6S",)),), "a 6"),
    ("7", ((1, ("7S",)),), "a 7"),
    ("8", ((1, ("8S",)),), "an 8 (laid alone)"),
    ("9", ((1, ("9S",)),), "a 9 (a single card never answers it)"),
    ("J♥", ((1, ("JH",)),), "a jack of hearts (the suit of the card played)"),
    ("J♠", ((1, ("JS",)),), "a jack of spades (another suit)"),
    ("Q", ((1, ("QS",)),), "a queen"),
    ("K", ((1, ("KS",)),), "a king"),
    ("A", ((1, ("AS",)),), "an ace"),
)


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
        head = "".join(f'<th scope="col" title="{html.escape(note)}">{html.escape(label)}</th>'
                       for label, _, note in _COLUMNS)
        rows = []
        labels: set[str] = set()
        for rank in _ROWS:
            name = "joker" if rank == "RJ" else show(rank + "H")[:-1]
            cells = []
            for label, plays, note in _COLUMNS:
                card = _played_card(rank, plays)
                try:
                    verdict = check(read_position(_matrix_position(card, plays)), f"play {card}")
                except Exception as err:
                    fail(self.env, self.lineno, f"idiot-placement-matrix {self.env.docname}:"
                         f"{self.lineno}: play {card} on {label}: {type(err).__name__}: {err}")
                    cells.append("<td>?</td>")
                    continue
                mark, cls = ("✓", "idiot-yes") if verdict.legal else ("✗", "idiot-no")
                title = html.escape(f"{show(card)} on {note}: {verdict.message}")
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
            '<caption>Card played (rows) on the top of the pile (columns), Extreme Idiot. '
            "Each cell links to the first rule the engine cites; hover for its verdict."
            f'</caption><thead><tr><th scope="col">played ↓ / top →</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>'
        )
        return [idiot_html(html=markup, labels=sorted(labels))]
