"""The "try a move" widget: pick or type a move on a table and read the engine's answer, so each
chapter's reader can test the rule it just read."""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from idiotcore import Position
from idiotcore.lang.card_names import show

from .answers import TriedMove, tried_move_html, try_move_text
from .pieces import BOOK, Still, as_position, box_html, legal_list, moves_html, table_link, table_picture

__all__ = ["TryAMove", "try_a_move"]


class TryAMove(Still, widgets.VBox):
    """The table, the player's cards to pick, the legal moves, a box to type any move, a Play
    button, and the engine's answer below."""

    def __init__(self, position: Position | str, base: str = BOOK) -> None:
        self.position = as_position(position)
        self.base = base
        self.legal = legal_list(self.position)
        self.last: TriedMove | None = None
        self.picked: list[str] = []
        player = self.position.player
        source = player.source
        pickable = (list(player.hand) if source == "hand"
                    else player.face_up_cards() if source == "face_up" else [])
        self.card_buttons = []
        for card in pickable:
            if card == "??":
                continue
            button = widgets.ToggleButton(description=show(card), tooltip=card,
                                          layout=widgets.Layout(width="auto"))
            button.observe(lambda change, card=card: self._pick(card, change["new"]), "value")
            self.card_buttons.append(button)
        self.choice = widgets.Dropdown(options=["(a legal move)", *self.legal],
                                       description="Legal:", layout=widgets.Layout(width="auto"))
        self.choice.observe(self._choose, "value")
        self.text = widgets.Text(placeholder="or type any move: play 7H, pickup, flip 2",
                                 description="Move:", layout=widgets.Layout(width="30em"))
        self.button = widgets.Button(description="Play", button_style="primary",
                                     icon="play")
        self.button.on_click(lambda _: self.play())
        self.result = widgets.HTML()
        who = player.name
        from_where = {"hand": "hand", "face_up": "face-up cards"}.get(source or "", "")
        rows: list[widgets.Widget] = [widgets.HTML(table_picture(self.position))]
        if self.card_buttons:
            rows.append(widgets.HBox([widgets.Label(f"{who}'s {from_where}:"),
                                      *self.card_buttons]))
        rows += [self.choice, widgets.HBox([self.text, self.button]), self.result]
        super().__init__(rows)

    def _pick(self, card: str, on: bool) -> None:
        if on and card not in self.picked:
            self.picked.append(card)
        elif not on and card in self.picked:
            self.picked.remove(card)
        self.text.value = ("play " + " ".join(self.picked)) if self.picked else ""

    def _choose(self, change: dict[str, Any]) -> None:
        if change["new"] in self.legal:
            self.text.value = change["new"]

    def play(self, move: str | None = None) -> TriedMove:
        """Judge ``move`` (or the move in the text box) and show the answer: what pressing
        Play does."""
        if move is not None:
            self.text.value = move
        self.last = try_move_text(self.position, self.text.value)
        self.result.value = tried_move_html(self.last, self.base)
        return self.last

    def summary(self) -> str:
        text = (f"Try a move: {self.position.player.name} to move, "
                f"{len(self.legal)} legal move{'s' if len(self.legal) != 1 else ''}")
        if self.last is not None:
            word = {True: "legal", False: "illegal", None: "unreadable"}[self.last.legal]
            text += f"; tried {self.last.move!r}: {word}"
        return text

    def still_html(self) -> str:
        body = table_picture(self.position) + moves_html(self.position, self.legal)
        if self.last is not None:
            body += tried_move_html(self.last, self.base)
        move = None if self.last is None else self.last.move
        return box_html("Try a move", body, table_link(self.position, move, self.base))


def try_a_move(position: Position | str, *, base: str = BOOK) -> TryAMove:
    """A "try a move" widget for ``position`` (a Position, JSON or compact notation)."""
    return TryAMove(position, base)
