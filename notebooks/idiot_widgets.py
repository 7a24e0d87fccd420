"""Widgets for the course notebooks: try a move, exercises, lessons, and settling an argument.

The exercises and the lessons are read by :mod:`idiotcore.present.lessons`, the one loader the Learn
page and the tests use too; a lesson is judged by :func:`idiotcore.present.lessons.judge`.

Every verdict comes from the engine (:mod:`idiotcore`); these widgets only collect a move and
show the engine's answer: the verdict with the paragraphs it cites, and the table afterwards.

Each widget also carries a still HTML picture of itself (the ``text/html`` part of its display).
Jupyter shows the live widget; the rulebook site, which runs no Python, shows the picture.

Importing this module also tells Jupyter how to show the engine's own objects (the engine
knows no screen): a position as its picture, a verdict with its rule links
(:func:`register_display`).

Rule links start at :data:`BOOK`, the way from the page to the rulebook site's root. The site
publishes the notebooks one folder below its root, so the default is ``"../"``; to follow the
links from JupyterLab, serve the book (``./run book``) and start Jupyter with
``IDIOT_BOOK_URL=http://127.0.0.1:8000/``.
"""

from __future__ import annotations

import dataclasses
import html
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from idiotcore import (
    Attempt,
    Position,
    Verdict,
    attempt,
    check,
    legal_moves,
    read_position,
    to_notation,
)
from idiotcore.lang.card_names import show
from idiotcore.lang.wording import phrase
from idiotcore.present import lessons as course
from idiotcore.present.render import card_svg, table_svg
from idiotcore.present.verdicts import paragraphs_html, rule_link, verdict_html
from idiotcore.rulebook import lookup

__all__ = [
    "BOOK", "EXERCISES", "Outcome", "cards_html", "decide", "exercise", "exercises", "judge",
    "lesson", "lessons", "load_exercises", "outcome_html", "paragraphs_html", "register_display",
    "settle",
    "show_verdict", "try_a_move",
]

BOOK = os.environ.get("IDIOT_BOOK_URL", "../")
"""Where rule links start: the way from the page to the rulebook site's root."""

EXERCISES = course.EXERCISES_FILE
"""The course's exercises: position, move, the stated answer (legal or not) and its rule."""

BAD_INPUT = ValueError
"""What reading a position or a move raises on bad input (PositionError, MoveError, CardError,
RulesetError: all ValueErrors)."""

_MAX_LISTED = 60
"""Legal moves listed in a still picture (a big hand facing a 9 has hundreds)."""


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def as_position(position: Position | str) -> Position:
    """A position, or one read from JSON or compact notation."""
    return position if isinstance(position, Position) else read_position(position)


# --- pieces of HTML ------------------------------------------------------------------------


def cards_html(cards: Sequence[str]) -> str:
    """A row of card pictures (``??`` draws a card's back)."""
    return ('<span class="idiot-cards" style="display:inline-flex;gap:4px;vertical-align:middle">'
            + "".join(card_svg(card) for card in cards) + "</span>")


def _figure(label: str, position: Position) -> str:
    return (f'<div class="idiot-table"><div class="idiot-table-label">{_e(label)}</div>'
            f"{table_svg(position)}</div>")


def _legal_list(position: Position) -> list[str]:
    return [str(move) for move in legal_moves(position)] if not position.is_over else []


def _moves_html(position: Position, moves: Sequence[str]) -> str:
    if position.is_over:
        return "<p>No legal moves: the game is over.</p>"
    shown = ", ".join(f"<code>{_e(m)}</code>" for m in moves[:_MAX_LISTED])
    more = f" and {len(moves) - _MAX_LISTED} more" if len(moves) > _MAX_LISTED else ""
    if legal_moves(position).any_from_hand:
        more += "; " + _e(phrase("screen.ANY_FROM_HAND", who=position.player.name))
    return f"<p>Legal moves here ({len(moves)}): {shown}{more}.</p>"


# --- the engine's answer, as HTML ----------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class ShownVerdict:
    """A verdict shown on its own, its rule links starting at ``base`` (a bare verdict's own
    picture links from ``"../"``, whatever :data:`BOOK` says)."""

    verdict: Verdict
    base: str = BOOK

    def __repr__(self) -> str:
        return repr(self.verdict)

    def _repr_html_(self) -> str:
        return verdict_html(self.verdict, self.base)


def show_verdict(verdict: Verdict, *, base: str = BOOK) -> ShownVerdict:
    """``verdict`` to show in a notebook, its rule links starting at ``base``."""
    return ShownVerdict(verdict, base)


@dataclasses.dataclass(frozen=True)
class Outcome:
    """A move tried in a position: the engine's :class:`~idiotcore.Attempt`, or why the move
    (or the position) could not be read."""

    before: Position
    move: str
    tried: Attempt | None = None
    error: str = ""

    @property
    def verdict(self) -> Verdict | None:
        """The engine's verdict, or None when the move could not be read."""
        return None if self.tried is None else self.tried.verdict

    @property
    def after(self) -> Position | None:
        """The table afterwards; None when the move could not be read or its outcome hangs on
        a card shown as ??."""
        return None if self.tried is None or self.tried.unknown else self.tried.after

    @property
    def legal(self) -> bool | None:
        """Legal, illegal, or None when the move could not be read."""
        return None if self.verdict is None else self.verdict.legal


def decide(position: Position, move: str) -> Outcome:
    """Judge ``move`` with the engine and carry it out: the move itself if it is legal, the
    table's consequence (a penalty pickup) if not. Bad move text gives an ``error``."""
    text = move.strip()
    if not text:
        return Outcome(position, move, error="Type a move first, or pick one.")
    try:
        tried = attempt(position, text)
    except BAD_INPUT as err:
        return Outcome(position, text, error=str(err))
    return Outcome(position, str(tried.move), tried)


def outcome_html(outcome: Outcome, base: str = BOOK, *, after: bool = True) -> str:
    """The verdict with its paragraphs, and (unless ``after`` is false) the table after the
    move or after its consequence."""
    if outcome.tried is None:
        return (f'<div class="idiot-verdict idiot-error"><strong>Can\'t read that:</strong> '
                f"{_e(outcome.error)}</div>")
    names = [p.name for p in outcome.before.players]
    parts = [
        f"<p>Move: <code>{_e(outcome.move)}</code></p>",
        verdict_html(outcome.tried.verdict, base, names=names),
        paragraphs_html(outcome.tried.rules, base),
    ]
    if after:
        parts.append(_after_html(outcome))
    return "".join(parts)


def _after_html(outcome: Outcome) -> str:
    if outcome.tried is None or outcome.after is None:
        return ("<p>The move is legal, but what happens next depends on a card nobody can see "
                "(shown as ??), so the engine can't draw the table after it.</p>")
    if not outcome.tried.changed:
        return "<p>After: the table is unchanged.</p>"
    legal = outcome.tried.verdict.legal
    return _figure("After the move" if legal else "After the table's consequence", outcome.after)


class _Still:
    """A widget that also displays as a still HTML picture (for pages that run no Python)."""

    def still_html(self) -> str:
        raise NotImplementedError

    def summary(self) -> str:
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        data: dict[str, Any] = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        data["text/plain"] = self.summary()
        data["text/html"] = self.still_html()
        return data


def _box(title: str, body: str) -> str:
    return (f'<div class="idiot-widget-still" style="border:1px solid #ccc;border-radius:6px;'
            f'padding:0.5em 0.8em;margin:0.5em 0"><p><strong>{_e(title)}</strong> '
            '<em>(a still picture: run the notebook in Jupyter to try it yourself)</em></p>'
            f"{body}</div>")


class Judged:
    """Several moves tried in one position: each move with the engine's verdict. Shows as an
    HTML table in Jupyter, as lines of text elsewhere."""

    def __init__(self, position: Position, moves: Sequence[str], base: str = BOOK) -> None:
        self.position = position
        self.rows = [(move, check(position, move)) for move in moves]
        self.base = base

    def __repr__(self) -> str:
        return "\n".join(f"{move}: {'legal' if v.legal else 'illegal'} ({', '.join(v.rules)})"
                         for move, v in self.rows)

    def _repr_html_(self) -> str:
        names = [p.name for p in self.position.players]
        rows = "".join(f'<tr><td style="white-space:nowrap"><code>{_e(move)}</code></td>'
                       f"<td>{verdict_html(v, self.base, names=names)}</td></tr>"
                       for move, v in self.rows)
        return ('<table class="idiot-judged"><thead><tr><th>move</th><th>the engine says</th>'
                f"</tr></thead><tbody>{rows}</tbody></table>")


def judge(position: Position | str, *moves: str, base: str = BOOK) -> Judged:
    """The engine's verdict on each of ``moves`` in ``position``, side by side."""
    return Judged(as_position(position), moves, base)


# --- try a move ----------------------------------------------------------------------------


class TryAMove(_Still, widgets.VBox):
    """The table, the player's cards to pick, the legal moves, a box to type any move, a Play
    button, and the engine's answer below."""

    def __init__(self, position: Position | str, base: str = BOOK) -> None:
        self.position = as_position(position)
        self.base = base
        self.legal = _legal_list(self.position)
        self.last: Outcome | None = None
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
        rows: list[widgets.Widget] = [widgets.HTML(table_svg(self.position))]
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

    def play(self, move: str | None = None) -> Outcome:
        """Judge ``move`` (or the move in the text box) and show the answer: what pressing
        Play does."""
        if move is not None:
            self.text.value = move
        self.last = decide(self.position, self.text.value)
        self.result.value = outcome_html(self.last, self.base)
        return self.last

    def summary(self) -> str:
        text = (f"Try a move: {self.position.player.name} to move, "
                f"{len(self.legal)} legal move{'s' if len(self.legal) != 1 else ''}")
        if self.last is not None:
            word = {True: "legal", False: "illegal", None: "unreadable"}[self.last.legal]
            text += f"; tried {self.last.move!r}: {word}"
        return text

    def still_html(self) -> str:
        body = table_svg(self.position) + _moves_html(self.position, self.legal)
        if self.last is not None:
            body += outcome_html(self.last, self.base)
        return _box("Try a move", body)


def try_a_move(position: Position | str, *, base: str = BOOK) -> TryAMove:
    """A "try a move" widget for ``position`` (a Position, JSON or compact notation)."""
    return TryAMove(position, base)


# --- exercises -----------------------------------------------------------------------------


def _rule_id(text: str) -> str | None:
    try:
        return lookup(text).id
    except KeyError:
        return None


class Exercise(_Still, widgets.VBox):
    """One question: is this move legal, and which paragraph decides it? The engine's verdict
    is the answer; ``legal`` and ``rule`` are the answer the course states (tested to agree)."""

    def __init__(self, position: Position | str, move: str, legal: bool, rule: str | None = None,
                 question: str = "", name: str = "", base: str = BOOK) -> None:
        self.position = as_position(position)
        self.move = move
        self.stated_legal = legal
        self.stated_rule = rule
        self.name = name
        self.question = question or f"Is {move!r} legal here? Which paragraph decides?"
        self.base = base
        self.outcome = decide(self.position, move)
        self.verdict = self.outcome.verdict
        self.answer_buttons = widgets.ToggleButtons(options=["legal", "illegal"], value=None,
                                                    description="Your answer:")
        self.rule_box = widgets.Text(placeholder="e.g. §7 or C5", description="Paragraph:",
                                     layout=widgets.Layout(width="16em"))
        self.button = widgets.Button(description="Check", button_style="info")
        self.button.on_click(lambda _: self.answer(self.answer_buttons.value, self.rule_box.value))
        self.feedback = widgets.HTML()
        heading = f"<strong>{_e(name)}</strong> " if name else ""
        super().__init__([
            widgets.HTML(f"<p>{heading}{_e(self.question)}</p>{table_svg(self.position)}"
                         f"<p>The move: <code>{_e(move)}</code></p>"),
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
            text = f"This exercise can't be decided: {self.outcome.error}"
            self.feedback.value = f"<p>{_e(text)}</p>"
            return text
        if legal is None:
            text = "Choose legal or illegal first."
            self.feedback.value = f"<p>{_e(text)}</p>"
            return text
        said = legal if isinstance(legal, bool) else legal == "legal"
        lines = ["Right: " if said == verdict.legal else "Not quite: "]
        lines[0] += f"the move is {'legal' if verdict.legal else 'illegal'}."
        if rule.strip():
            wanted = verdict.rules[0] if verdict.rules else None
            given = _rule_id(rule)
            if given is None:
                lines.append(f"There is no paragraph {rule.strip()!r}.")
            elif given == wanted:
                lines.append(f"And {given} is the paragraph that decides it.")
            else:
                lines.append(f"The deciding paragraph is {wanted}, not {given}.")
        text = " ".join(lines)
        self.feedback.value = f"<p>{_e(text)}</p>" + outcome_html(self.outcome, self.base)
        return text

    def summary(self) -> str:
        return f"Exercise {self.name}: is {self.move!r} legal?"

    def still_html(self) -> str:
        heading = f"<strong>{_e(self.name)}</strong> " if self.name else ""
        body = (f"<p>{heading}{_e(self.question)}</p>{table_svg(self.position)}"
                f"<p>The move: <code>{_e(self.move)}</code></p>"
                "<details><summary>The engine's answer</summary>"
                f"{outcome_html(self.outcome, self.base, after=False)}</details>")
        if not self.agrees:
            body += "<p><strong>The answer stated for this exercise disagrees with the engine.</strong></p>"
        return body


def exercise(position: Position | str, move: str, expected_legal: bool,
             rule: str | None = None, *, question: str = "", name: str = "",
             base: str = BOOK) -> Exercise:
    """An exercise widget: is ``move`` legal in ``position``, and by which paragraph?
    ``expected_legal`` and ``rule`` are the stated answer; the engine's verdict is shown."""
    return Exercise(position, move, expected_legal, rule, question, name, base)


def load_exercises(chapter: str | None = None, path: Path = EXERCISES) -> list[dict[str, Any]]:
    """The exercises of one chapter (``"03"``), or all of them, from ``exercises.json``
    (:func:`idiotcore.present.lessons.exercises`)."""
    return course.exercises(chapter, path)


class Exercises(_Still, widgets.VBox):
    """A chapter's exercises, one under the other."""

    def __init__(self, items: Sequence[Exercise], chapter: str) -> None:
        self.items = list(items)
        self.chapter = chapter
        super().__init__(self.items)

    def summary(self) -> str:
        return f"Exercises of chapter {self.chapter}: {len(self.items)}"

    def still_html(self) -> str:
        return _box(f"Exercises ({len(self.items)})",
                    "<hr/>".join(item.still_html() for item in self.items))


def exercises(chapter: str, *, base: str = BOOK) -> Exercises:
    """Every exercise of a chapter, as widgets, read from ``exercises.json``."""
    items = [Exercise(ex["position"], ex["move"], ex["legal"], ex.get("rule"),
                      ex.get("question", ""), ex["id"], base)
             for ex in load_exercises(chapter)]
    return Exercises(items, chapter)


# --- lessons (the Learn page's, from notebooks/lessons) ------------------------------------


class Lesson(_Still, widgets.VBox):
    """One lesson of the course: its text, goal and table; type (or pick) a move and press Play,
    and :func:`idiotcore.present.lessons.judge` answers as the Learn page does: refused, the goal
    reached (with the stars), or go on from the table after the move."""

    def __init__(self, one: course.Lesson, base: str = BOOK) -> None:
        self.lesson = one
        self.base = base
        self.table = one.start
        self.attempts = 0
        self.steps: list[course.Step] = []
        self.picture = widgets.HTML(table_svg(self.table.seen_by(one.learner)))
        self.choice = widgets.Dropdown(description="Legal:", layout=widgets.Layout(width="auto"))
        self.choice.observe(self._choose, "value")
        self.text = widgets.Text(placeholder="play 7H, pickup, sjanse, flip 2",
                                 description="Move:", layout=widgets.Layout(width="24em"))
        self.button = widgets.Button(description="Play", button_style="primary", icon="play")
        self.button.on_click(lambda _: self.play())
        self.result = widgets.HTML()
        self._list_moves()
        super().__init__([widgets.HTML(self._head()), self.picture, self.choice,
                          widgets.HBox([self.text, self.button]), self.result])

    def _head(self) -> str:
        one = self.lesson
        rules = " · ".join(rule_link(r, self.base) for r in one.rules)
        return (f"<p><strong>{_e(one.title)}</strong> ({rules})</p><p>{_e(one.text)}</p>"
                f"<p><strong>Goal:</strong> {_e(one.goal)}</p>"
                f'<p><a href="{_e(self.base)}learn.html#lesson={_e(one.id)}">Play this lesson '
                "on the Learn page</a></p>")

    def _list_moves(self) -> None:
        self.choice.options = ["(a legal move)", *_legal_list(self.table)]

    def _choose(self, change: dict[str, Any]) -> None:
        if change["new"] != "(a legal move)":
            self.text.value = change["new"]

    def play(self, move: str | None = None) -> course.Step | None:
        """Try ``move`` (or the move in the text box) on the lesson's table and show the
        answer; None when the move can't be read."""
        if move is not None:
            self.text.value = move
        try:
            step = course.judge(self.lesson, self.table, self.text.value)
        except BAD_INPUT as err:
            self.result.value = f"<p>Can't read that move: {_e(err)}</p>"
            return None
        self.attempts += 1
        self.steps.append(step)
        self.table = step.table
        self.picture.value = table_svg(self.table.seen_by(self.lesson.learner))
        self._list_moves()
        self.result.value = self._answer_html(step)
        return step

    def _answer_html(self, step: course.Step) -> str:
        names = [p.name for p in step.tried.before.players]
        shown = Verdict(step.legal, step.tried.verdict.reasons)  # a lesson takes it back
        out = f"<p><strong>{_e(step.status)}</strong></p>{verdict_html(shown, self.base, names=names)}"
        if step.reached:
            won = course.stars(self.lesson.par, self.attempts)
            out += f"<p>{'★' * won}{'☆' * (3 - won)} ({won} of 3 stars)</p>"
        elif sum(s.miss for s in self.steps) >= course.HINT_AFTER:
            out += f"<p><em>Hint:</em> {_e(self.lesson.hint)}</p>"
        return out

    def summary(self) -> str:
        return f"Lesson {self.lesson.id}: {self.lesson.title}"

    def still_html(self) -> str:
        return self._head() + table_svg(self.lesson.start.seen_by(self.lesson.learner))


class Lessons(_Still, widgets.VBox):
    """The lessons of one part of the course, one under the other."""

    def __init__(self, items: Sequence[Lesson], part: str, title: str) -> None:
        self.items = list(items)
        self.part = part
        self.title = title
        super().__init__(self.items)

    def summary(self) -> str:
        return f"Lessons of {self.part}: {len(self.items)}"

    def still_html(self) -> str:
        return _box(f"{self.title}: {len(self.items)} lessons",
                    "<hr/>".join(item.still_html() for item in self.items))


def lesson(lesson_id: str, *, base: str = BOOK) -> Lesson:
    """One lesson of the course (``"classic-2"``), to play here as on the Learn page."""
    return Lesson(course.find(lesson_id), base)


def lessons(part: str, *, base: str = BOOK) -> Lessons:
    """Every lesson of a part of the course (``"classic"``), as widgets."""
    found = [one for one in course.load() if one.part == part]
    if not found:
        raise KeyError(f"no lessons of part {part!r}")
    return Lessons([Lesson(one, base) for one in found], part, found[0].part_title)


# --- settling an argument ------------------------------------------------------------------


class Settle(_Still, widgets.VBox):
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
        self.last: Outcome | None = None
        self.error = ""
        super().__init__([self.position_box, widgets.HBox([self.move_box, self.button]),
                          self.result])

    def ask(self, position: str | None = None, move: str | None = None) -> Outcome | None:
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
                                 f"</strong> {_e(err)}</div>")
            return None
        self.last = decide(before, self.move_box.value)
        self.result.value = (_figure("Before", before) + outcome_html(self.last, self.base)
                             + f"<p>The position in notation: <code>{_e(to_notation(before))}"
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
        body = (f"<pre>{_e(self.position_box.value.strip() or '(no position yet)')}</pre>"
                f"<p>Move: <code>{_e(self.move_box.value or '(none)')}</code></p>"
                + self.result.value)
        return _box("Settle an argument", body)


def settle(position: str = "", move: str = "", *, base: str = BOOK) -> Settle:
    """A widget to paste a position, type a move and get the engine's ruling."""
    return Settle(position, move, base)


def register_display() -> bool:
    """Tell the running Jupyter kernel to show a :class:`~idiotcore.Position` as its picture and
    a :class:`~idiotcore.Verdict` with its rule links (from ``"../"``, as the site publishes the
    course: :func:`show_verdict` links elsewhere). A display setting of this kernel, not of the
    classes; False outside IPython.
    """
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None:
        return False
    formatters = shell.display_formatter.formatters
    formatters["image/svg+xml"].for_type(Position, table_svg)
    formatters["text/html"].for_type(Verdict, lambda verdict: verdict_html(verdict, base="../"))
    return True


register_display()
