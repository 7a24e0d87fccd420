"""The course's exercises as widgets: is this move legal, and which paragraph decides? The reader
answers, and the engine's verdict, shown beside the answer the course states, is the key."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from idiotcore import Position
from idiotcore.lang.wording import phrase
from idiotcore.model.rulebook import lookup
from idiotcore.present import exercises as course

from .answers import tried_move_html, try_move_text
from .pieces import BOOK, Still, as_position, box_html, esc, say, table_link, table_picture

__all__ = ["EXERCISES", "Exercise", "Exercises", "exercise", "exercises", "load_exercises"]

EXERCISES = course.EXERCISES_FILE
"""The course's exercises: position, move, the stated answer (legal or not) and its rule."""


_VERDICT_SAID = {(True, True): "course.RIGHT_LEGAL", (True, False): "course.RIGHT_ILLEGAL",
                 (False, True): "course.WRONG_LEGAL", (False, False): "course.WRONG_ILLEGAL"}
"""The first sentence of the feedback, by (the answer is right, the move is legal)."""


def _rule_id(text: str) -> str | None:
    try:
        return lookup(text).id
    except KeyError:
        return None


class Exercise(Still, widgets.VBox):
    """One question: is this move legal, and which paragraph decides it? The engine's verdict
    is the answer; ``legal`` and ``rule`` are the answer the course states (tested to agree)."""

    def __init__(self, position: Position | str, move: str, legal: bool, rule: str | None = None,
                 question: str = "", name: str = "", base: str = BOOK) -> None:
        self.position = as_position(position)
        self.move = move
        self.stated_legal = legal
        self.stated_rule = rule
        self.name = name
        self.question = question or phrase("course.QUESTION", move=move)
        self.base = base
        self.tried_move = try_move_text(self.position, move)
        self.verdict = self.tried_move.verdict
        self.answer_buttons = widgets.ToggleButtons(
            options=[(phrase("course.ANSWER_LEGAL"), "legal"),
                     (phrase("course.ANSWER_ILLEGAL"), "illegal")],
            value=None, description=phrase("course.YOUR_ANSWER"))
        self.rule_box = widgets.Text(placeholder=phrase("course.RULE_EXAMPLE"),
                                     description=phrase("course.PARAGRAPH"),
                                     layout=widgets.Layout(width="16em"))
        self.button = widgets.Button(description=phrase("course.CHECK"), button_style="info")
        self.button.on_click(lambda _: self.answer(self.answer_buttons.value, self.rule_box.value))
        self.feedback = widgets.HTML()
        heading = f"<strong>{esc(name)}</strong> " if name else ""
        super().__init__([
            widgets.HTML(f"<p>{heading}{esc(self.question)}</p>{table_picture(self.position)}"
                         f"<p>{self._the_move()}</p>"),
            widgets.HBox([self.answer_buttons]),
            widgets.HBox([self.rule_box, self.button]),
            self.feedback,
        ])

    @property
    def agrees(self) -> bool:
        """Whether the stated answer is the engine's (legality, and the first rule cited)."""
        verdict = self.verdict
        if verdict is None or verdict.legal != self.stated_legal:
            return False
        return self.stated_rule is None or (bool(verdict.rules)
                                            and verdict.rules[0] == self.stated_rule)

    def answer(self, legal: str | bool | None, rule: str = "") -> str:
        """Check an answer (``"legal"``/``"illegal"`` or a bool, and optionally a rule id) against
        the engine, show the feedback and return it as text."""
        verdict = self.verdict
        if verdict is None:
            text = phrase("course.UNDECIDABLE", error=self.tried_move.error)
            self.feedback.value = f"<p>{esc(text)}</p>"
            return text
        if legal is None:
            text = phrase("course.CHOOSE_FIRST")
            self.feedback.value = f"<p>{esc(text)}</p>"
            return text
        said = legal if isinstance(legal, bool) else legal == "legal"
        lines = [phrase(_VERDICT_SAID[said == verdict.legal, verdict.legal])]
        if rule.strip():
            cited = self.tried_move.tried.rules if self.tried_move.tried else verdict.rules
            given = _rule_id(rule)
            if given is None:
                lines.append(phrase("course.NO_PARAGRAPH", rule=rule.strip()))
            elif cited and given == cited[0]:
                lines.append(phrase("course.DECIDES", rule=given))
            elif given in cited:
                lines.append(phrase("screen.ALSO_CITED", given=given, cited=tuple(cited)))
            else:
                lines.append(phrase("course.DECIDED_BY", cited=cited[0] if cited else None,
                                    given=given))
        text = " ".join(lines)
        self.feedback.value = f"<p>{esc(text)}</p>" + tried_move_html(self.tried_move, self.base)
        return text

    def summary(self) -> str:
        return phrase("course.EXERCISE_SUMMARY", name=self.name, move=self.move)

    def _the_move(self) -> str:
        """"The move: …", the move as code."""
        return phrase("course.THE_MOVE", move=f"<code>{esc(self.move)}</code>")

    def still_html(self) -> str:
        heading = f"<strong>{esc(self.name)}</strong> " if self.name else ""
        body = (f"<p>{heading}{esc(self.question)}</p>{table_picture(self.position)}"
                f"<p>{self._the_move()} ({table_link(self.position, self.move, self.base)})</p>"
                f"<details><summary>{say('course.ENGINES_ANSWER')}</summary>"
                f"{tried_move_html(self.tried_move, self.base, after=False)}</details>")
        if not self.agrees:
            body += f"<p><strong>{say('course.DISAGREES')}</strong></p>"
        return body


def exercise(position: Position | str, move: str, expected_legal: bool,
             rule: str | None = None, *, question: str = "", name: str = "",
             base: str = BOOK) -> Exercise:
    """An exercise widget: is ``move`` legal in ``position``, and by which paragraph?
    ``expected_legal`` and ``rule`` are the stated answer; the engine's verdict is shown."""
    return Exercise(position, move, expected_legal, rule, question, name, base)


def load_exercises(chapter: str | None = None, path: Path = EXERCISES) -> list[dict[str, Any]]:
    """The exercises of one chapter (``"03"``), or all of them, from ``exercises.json``
    (:func:`idiotcore.present.exercises.exercises`)."""
    return course.exercises(chapter, path)


class Exercises(Still, widgets.VBox):
    """A chapter's exercises, one under the other."""

    def __init__(self, items: Sequence[Exercise], chapter: str) -> None:
        self.items = list(items)
        self.chapter = chapter
        super().__init__(self.items)

    def summary(self) -> str:
        return phrase("course.EXERCISES_SUMMARY", chapter=self.chapter, count=len(self.items))

    def still_html(self) -> str:
        return box_html(phrase("course.EXERCISES_TITLE", count=len(self.items)),
                        "<hr/>".join(item.still_html() for item in self.items))


def exercises(chapter: str, *, base: str = BOOK) -> Exercises:
    """Every exercise of a chapter, as widgets, read from ``exercises.json``."""
    items = [Exercise(ex["position"], ex["move"], ex["legal"], ex.get("rule"),
                      ex.get("question", ""), ex["id"], base)
             for ex in load_exercises(chapter)]
    return Exercises(items, chapter)
