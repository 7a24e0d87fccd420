"""The Learn page's lessons played in a notebook: the same lessons, judged by the same function,
so the course and the site teach the same thing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from idiotcore import Verdict
from idiotcore.lang.wording import phrase
from idiotcore.present import lessons as course
from idiotcore.present.verdicts import rule_link, verdict_html

from .pieces import (
    BAD_INPUT,
    BOOK,
    Still,
    box_html,
    esc,
    legal_list,
    move_entry,
    say,
    table_picture,
)

__all__ = ["Lesson", "Lessons", "lesson", "lessons"]


class Lesson(Still, widgets.VBox):
    """One lesson of the course: its text, goal and table; type (or pick) a move and press Play,
    and :func:`idiotcore.present.lessons.judge` answers as the Learn page does: refused, the goal
    reached (with the stars), or go on from the table after the move."""

    def __init__(self, one: course.Lesson, base: str = BOOK) -> None:
        self.lesson = one
        self.base = base
        self.table = one.start
        self.attempts = 0
        self.steps: list[course.Step] = []
        self.picture = widgets.HTML(table_picture(self.table.seen_by(one.learner)))
        self.choice = widgets.Dropdown(description=phrase("course.LEGAL_LABEL"),
                                       layout=widgets.Layout(width="auto"))
        self.choice.observe(self._choose, "value")
        self.text, self.button = move_entry("course.LESSON_MOVES", "24em", self.play)
        self.result = widgets.HTML()
        self._list_moves()
        super().__init__([widgets.HTML(self._head()), self.picture, self.choice,
                          widgets.HBox([self.text, self.button]), self.result])

    def _head(self) -> str:
        one = self.lesson
        rules = " · ".join(rule_link(r, self.base) for r in one.rules)
        return (f"<p><strong>{esc(one.title)}</strong> ({rules})</p><p>{esc(one.text)}</p>"
                f"<p><strong>{say('course.GOAL')}</strong> {esc(one.goal)}</p>"
                f'<p><a href="{esc(self.base)}learn.html#lesson={esc(one.id)}">'
                f"{say('course.ON_THE_LEARN_PAGE')}</a></p>")

    def _list_moves(self) -> None:
        self.choice.options = [phrase("course.A_LEGAL_MOVE"), *legal_list(self.table)]

    def _choose(self, change: dict[str, Any]) -> None:
        if change["new"] != phrase("course.A_LEGAL_MOVE"):
            self.text.value = change["new"]

    def play(self, move: str | None = None) -> course.Step | None:
        """Try ``move`` (or the move in the text box) on the lesson's table and show the
        answer; None when the move can't be read."""
        if move is not None:
            self.text.value = move
        try:
            step = course.judge(self.lesson, self.table, self.text.value)
        except BAD_INPUT as err:
            self.result.value = f"<p>{say('course.CANT_READ_MOVE', error=str(err))}</p>"
            return None
        self.attempts += 1
        self.steps.append(step)
        self.table = step.table
        self.picture.value = table_picture(self.table.seen_by(self.lesson.learner))
        self._list_moves()
        self.result.value = self._answer_html(step)
        return step

    def _answer_html(self, step: course.Step) -> str:
        names = [p.name for p in step.tried.before.players]
        shown = Verdict(step.legal, step.tried.verdict.reasons)  # a lesson takes it back
        out = f"<p><strong>{esc(step.status)}</strong></p>{verdict_html(shown, self.base, names=names)}"
        if step.reached:
            won = course.stars(self.lesson.par, self.attempts)
            out += f"<p>{say('course.STARS', stars='★' * won + '☆' * (3 - won), won=won, most=3)}</p>"
        elif sum(s.miss for s in self.steps) >= course.HINT_AFTER:
            out += f"<p><em>{say('course.HINT')}</em> {esc(self.lesson.hint)}</p>"
        return out

    def summary(self) -> str:
        return phrase("course.LESSON_SUMMARY", lesson=self.lesson.id, title=self.lesson.title)

    def still_html(self) -> str:
        return self._head() + table_picture(self.lesson.start.seen_by(self.lesson.learner))


class Lessons(Still, widgets.VBox):
    """The lessons of one part of the course, one under the other."""

    def __init__(self, items: Sequence[Lesson], part: str, title: str) -> None:
        self.items = list(items)
        self.part = part
        self.title = title
        super().__init__(self.items)

    def summary(self) -> str:
        return phrase("course.LESSONS_SUMMARY", part=self.part, count=len(self.items))

    def still_html(self) -> str:
        return box_html(phrase("course.LESSONS_TITLE", title=self.title, count=len(self.items)),
                        "<hr/>".join(item.still_html() for item in self.items))


def lesson(lesson_id: str, *, base: str = BOOK) -> Lesson:
    """One lesson of the course (``"classic-2"``), to play here as on the Learn page."""
    return Lesson(course.find(lesson_id), base)


def lessons(part: str, *, base: str = BOOK) -> Lessons:
    """Every lesson of a part of the course (``"classic"``), as widgets."""
    found = [one for one in course.load() if one.part == part]
    if not found:
        raise KeyError(phrase("course.NO_LESSONS", part=part))
    return Lessons([Lesson(one, base) for one in found], part, found[0].part_title)
