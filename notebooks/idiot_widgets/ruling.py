"""The settle widget: paste any table and a move, and get the engine's ruling with the table before
and after, so players who disagree at a real table can ask the rulebook."""

from __future__ import annotations

import ipywidgets as widgets

from idiotcore import read_position, to_notation

from .answers import TriedMove, tried_move_html, try_move_text
from .pieces import BAD_INPUT, BOOK, Still, box_html, esc, figure_html

__all__ = ["Settle", "settle"]


class Settle(Still, widgets.VBox):
    """Paste a position (JSON or notation), type a move, press Ask: the engine's ruling, the
    paragraphs, and the table before and after."""

    def __init__(self, position: str = "", move: str = "", base: str = BOOK) -> None:
        self.base = base
        self.position_box = widgets.Textarea(value=position, placeholder=(
            "Paste a position: JSON, or one line of notation such as "
            "extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"),
            layout=widgets.Layout(width="100%", height="8em"))
        self.move_box = widgets.Text(value=move, placeholder="play 8H", description="Move:")
        self.button = widgets.Button(description="Ask the engine", button_style="primary")
        self.button.on_click(lambda _: self.ask())
        self.result = widgets.HTML()
        self.last: TriedMove | None = None
        self.error = ""
        super().__init__([self.position_box, widgets.HBox([self.move_box, self.button]),
                          self.result])

    def ask(self, position: str | None = None, move: str | None = None) -> TriedMove | None:
        """Read the position and the move (or use those given) and show the ruling."""
        if position is not None:
            self.position_box.value = position
        if move is not None:
            self.move_box.value = move
        self.last, self.error = None, ""
        try:
            before = read_position(self.position_box.value)
        except BAD_INPUT as err:
            self.error = str(err)
            self.result.value = (f'<div class="idiot-error"><strong>Can\'t read the position:'
                                 f"</strong> {esc(err)}</div>")
            return None
        self.last = try_move_text(before, self.move_box.value)
        self.result.value = (figure_html("Before", before) + tried_move_html(self.last, self.base)
                             + f"<p>The position in notation: <code>{esc(to_notation(before))}"
                             "</code></p>")
        return self.last

    def summary(self) -> str:
        if self.error:
            return f"Settle an argument: the position can't be read ({self.error})"
        if self.last is None:
            return "Settle an argument: paste a position and a move"
        word = {True: "legal", False: "illegal", None: "unreadable"}[self.last.legal]
        return f"Settle an argument: {self.last.move!r} is {word}"

    def still_html(self) -> str:
        body = (f"<pre>{esc(self.position_box.value.strip() or '(no position yet)')}</pre>"
                f"<p>Move: <code>{esc(self.move_box.value or '(none)')}</code></p>"
                + self.result.value)
        return box_html("Settle an argument", body)


def settle(position: str = "", move: str = "", *, base: str = BOOK) -> Settle:
    """A widget to paste a position, type a move and get the engine's ruling."""
    return Settle(position, move, base)
