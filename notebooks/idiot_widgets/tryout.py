"""The "try a move" widget: pick or type a move on a table and read the engine's answer, so each
chapter's reader can test the rule it just read."""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from idiotcore import Position
from idiotcore.lang.card_names import show
from idiotcore.lang.wording import phrase

from .answers import TriedMove, tried_move_html, try_move_text
from .pieces import (
    BOOK,
    Still,
    as_position,
    box_html,
    legal_list,
    move_entry,
    moves_html,
    table_link,
    table_picture,
)

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
        self.choice = widgets.Dropdown(options=[phrase("course.A_LEGAL_MOVE"), *self.legal],
                                       description=phrase("course.LEGAL_LABEL"),
                                       layout=widgets.Layout(width="auto"))
        self.choice.observe(self._choose, "value")
        self.text, self.button = move_entry("course.TYPE_ANY_MOVE", "30em", self.play)
        self.result = widgets.HTML()
        rows: list[widgets.Widget] = [widgets.HTML(table_picture(self.position))]
        if self.card_buttons:  # the cards of the hand, or else the face-up ones
            whose = "course.WHOSE_HAND" if source == "hand" else "course.WHOSE_FACE_UP"
            rows.append(widgets.HBox([widgets.Label(phrase(whose, who=player.name)),
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
        who, count = self.position.player.name, len(self.legal)
        if self.last is None:
            return phrase("course.TRY_SUMMARY", who=who, count=count)
        key = {True: "course.TRY_SUMMARY_LEGAL", False: "course.TRY_SUMMARY_ILLEGAL",
               None: "course.TRY_SUMMARY_UNREADABLE"}[self.last.legal]
        return phrase(key, who=who, count=count, move=self.last.move)

    def still_html(self) -> str:
        body = table_picture(self.position) + moves_html(self.position, self.legal)
        if self.last is not None:
            body += tried_move_html(self.last, self.base)
        move = None if self.last is None else self.last.move
        return box_html(phrase("course.TRY_A_MOVE"), body, table_link(self.position, move, self.base))


def try_a_move(position: Position | str, *, base: str = BOOK) -> TryAMove:
    """A "try a move" widget for ``position`` (a Position, JSON or compact notation)."""
    return TryAMove(position, base)
