"""The settle widget: paste any table and a move (or the Table page's link, where the table is
built by tapping cards), and get the engine's ruling with the table before and after, and the
table's own cards and legal moves to try; and the rulebook's worked examples, paragraph by
paragraph, to settle the same way."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import ipywidgets as widgets

from idiotcore import read_position, to_notation
from idiotcore.lang.wording import phrase
from idiotcore.present.examples import Example, all_examples
from idiotcore.present.web import from_link

from .answers import TriedMove, tried_move_html, try_move_text
from .pieces import BAD_INPUT, BOOK, Still, box_html, esc, figure_html, table_link
from .tryout import try_a_move

HERE = Path(__file__).resolve().parent

__all__ = ["RULEBOOK", "Settle", "rulebook_examples", "settle"]

RULEBOOK = next((folder for folder in (HERE.parent / "rulebook", HERE.parent.parent / "rulebook")
                 if folder.is_dir()), HERE.parent.parent / "rulebook")
"""The rulebook's sources, for its worked examples: beside the course in a working copy
(``idiot notebooks`` copies it), beside the notebooks' folder in the checkout."""


class Settle(Still, widgets.VBox):
    """Paste a position (the Table page's link, JSON or notation), type a move, press Ask: the
    engine's ruling, the paragraphs, the table before and after, and the table to try other
    moves on (its player's cards as buttons, its legal moves)."""

    def __init__(self, position: str = "", move: str = "", base: str = BOOK) -> None:
        self.base = base
        self.position_box = widgets.Textarea(value=position, placeholder=phrase(
            "screen.PASTE_POSITION"), rows=6, layout=widgets.Layout(width="100%"))
        self.move_box = widgets.Text(value=move, placeholder=phrase("course.SETTLE_MOVE"),
                                     description=phrase("course.MOVE_BOX"))
        self.button = widgets.Button(description=phrase("course.ASK"), button_style="primary")
        self.button.on_click(lambda _: self.ask())
        self.result = widgets.HTML()
        self.tryout = widgets.VBox()
        self.last: TriedMove | None = None
        self.error = ""
        built = widgets.HTML(phrase("screen.BUILD_ON_TABLE", link=(
            f'<a href="{esc(base)}table.html" target="_blank">'
            f"{esc(phrase('screen.THE_TABLE_PAGE'))}</a>")))
        super().__init__([built, self.position_box, widgets.HBox([self.move_box, self.button]),
                          self.result, self.tryout])

    def ask(self, position: str | None = None, move: str | None = None) -> TriedMove | None:
        """Read the position and the move (or use those given) and show the ruling."""
        if position is not None:
            self.position_box.value = position
        if move is not None:
            self.move_box.value = move
        self.last, self.error = None, ""
        text, linked = from_link(self.position_box.value)
        if linked:  # the Table page's link says which move was asked about
            self.move_box.value = linked
        if not text:
            self.error = phrase("screen.PASTE_POSITION")
            self.result.value = f'<div class="idiot-error">{esc(self.error)}</div>'
            return None
        try:
            before = read_position(text)
        except BAD_INPUT as err:
            self.error = str(err)
            self.result.value = (f'<div class="idiot-error"><strong>'
                                 f"{esc(phrase('screen.CANT_READ_POSITION'))}</strong> "
                                 f"{esc(err)}</div>")
            return None
        self.last = try_move_text(before, self.move_box.value)
        notation = f"<code>{esc(to_notation(before))}</code>"
        self.result.value = (figure_html(phrase("course.BEFORE"), before)
                             + tried_move_html(self.last, self.base)
                             + f"<p>{phrase('course.IN_NOTATION', notation=notation)}</p>")
        self.tryout.children = [try_a_move(before, base=self.base)]
        return self.last

    def summary(self) -> str:
        if self.error:
            return phrase("course.SETTLE_BAD_POSITION", error=self.error)
        if self.last is None:
            return phrase("course.SETTLE_EMPTY")
        key = {True: "course.SETTLE_LEGAL", False: "course.SETTLE_ILLEGAL",
               None: "course.SETTLE_BAD_MOVE"}[self.last.legal]
        return phrase(key, move=self.last.move)

    def still_html(self) -> str:
        pasted = self.position_box.value.strip() or phrase("course.NO_POSITION")
        move = f"<code>{esc(self.move_box.value or phrase('course.NO_MOVE'))}</code>"
        body = (f'<pre style="white-space:pre-wrap;overflow-wrap:anywhere">{esc(pasted)}</pre>'
                f"<p>{phrase('course.MOVE', move=move)}</p>" + self.result.value)
        opens = "" if self.last is None else table_link(self.last.before, self.last.move,
                                                         self.base)
        return box_html(phrase("course.SETTLE"), body, opens)


def settle(position: str = "", move: str = "", *, base: str = BOOK) -> Settle:
    """A widget to paste a position (or the Table page's link), type a move and get the
    engine's ruling."""
    return Settle(position, move, base)


class Examples(Still, widgets.VBox):
    """The rulebook's worked examples, chosen by paragraph, each settled by the engine as the
    site settles it when it is built."""

    def __init__(self, examples: list[Example], base: str) -> None:
        self.base = base
        self.by_rule: dict[str, list[Example]] = {}
        for example in examples:
            self.by_rule.setdefault(example.rules[0] if example.rules else "", []).append(example)
        rules = sorted((rule for rule in self.by_rule if rule), key=_rule_order)
        self.rule = widgets.Dropdown(options=rules, description=phrase("course.PARAGRAPH"))
        self.example = widgets.Dropdown(description=phrase("course.EXAMPLE"),
                                        layout=widgets.Layout(width="100%"))
        self.settled = Settle(base=base)
        self.rule.observe(self._pick_rule, names="value")
        self.example.observe(self._pick_example, names="value")
        super().__init__([self.rule, self.example, self.settled])
        self._pick_rule({"new": self.rule.value})

    def _pick_rule(self, change: dict[str, Any]) -> None:
        found = self.by_rule.get(change["new"] or "", [])
        self.example.options = [(ex.caption or ex.move, k) for k, ex in enumerate(found)]
        self.example.value = 0 if found else None
        self._pick_example({"new": self.example.value})

    def _pick_example(self, change: dict[str, Any]) -> None:
        found = self.by_rule.get(self.rule.value or "", [])
        if change["new"] is None or not found:
            return
        example = found[change["new"]]
        self.settled.ask(example.position, example.move)

    def summary(self) -> str:
        return phrase("course.EXAMPLES_SUMMARY", count=sum(map(len, self.by_rule.values())))

    def still_html(self) -> str:
        return self.settled.still_html()


def _rule_order(rule: str) -> tuple[bool, str, tuple[int, ...]]:
    """Extreme Idiot's paragraphs first, ``§2`` before ``§10`` and ``§4.1`` after ``§4``; then
    the other rules, by letter and number."""
    digits = rule.lstrip("§CWOP")
    return not rule.startswith("§"), rule[0], tuple(int(p) for p in digits.split(".") if p.isdigit())


def rulebook_examples(*, base: str = BOOK) -> Examples:
    """The rulebook's worked examples in a menu by paragraph, each settled by the engine."""
    return Examples(all_examples(RULEBOOK), base)
