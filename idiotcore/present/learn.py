"""The Learn page's bridge: the course's lessons (:mod:`idiotcore.present.lessons`), each
attempt judged by the engine. Standard library only."""

from __future__ import annotations

from typing import Any

from ..model.moves import parse_move
from ..model.position import Position
from ..model.verdict import Verdict
from .bridge import (
    MAX_MOVE_TEXT,
    Refused,
    addressing,
    answer,
    read_table,
    rule_links,
    text_arg,
)
from .lesson_words import worded
from .lessons import HINT_AFTER, Lesson, Step, find, judge, parts, stars
from .lessons import load as load_lessons
from .play import say, seat_view
from .verdicts import verdict_html

# ---------------------------------------------------------------------------------------------
# The Learn page: the course's lessons (idiotcore.present.lessons), each attempt judged by the engine


def _base(base: object) -> str:
    return base if isinstance(base, str) else ""


def _lesson_entry(one: Lesson, base: str) -> dict[str, Any]:
    return {**one.to_json(), "links": rule_links(list(one.rules), base), "hint_after": HINT_AFTER}


def _catalog(base: str) -> dict[str, Any]:
    return {"parts": [{"part": part, "title": title,
                       "lessons": [_lesson_entry(one, base) for one in group]}
                      for part, title, group in parts(map(worded, load_lessons()))]}


def lessons(base: str = "") -> str:
    """Every lesson of the course, grouped by part: ``{"parts": [{"part", "title", "lessons":
    [{"id", "title", "rules", "links", "text", "goal", "position", "par", "hint", ...}]}]}``
    (``links`` to the lesson's paragraphs, as :func:`~idiotcore.present.web.judge_move` writes
    them); or ``{"error"}``.

    >>> import json
    >>> out = json.loads(lessons())
    >>> out["parts"][0]["part"], out["parts"][0]["lessons"][0]["links"][0]["href"]
    ('classic', 'classic/norske-kortspill.html#c2')
    """
    return answer(lambda: _catalog(_base(base)))


def _lesson(lesson_id: object) -> Lesson:
    if not isinstance(lesson_id, str):
        raise Refused("screen.LESSON_ID", where="lesson")
    try:
        return worded(find(lesson_id))
    except KeyError:
        raise Refused("screen.NO_LESSON", where="lesson", lesson=lesson_id[:40]) from None


def _lesson_table(one: Lesson, table: Position) -> dict[str, Any]:
    return seat_view(table, one.learner)


def _lesson_view(lesson_id: object, table_text: object, base: str) -> dict[str, Any]:
    one = _lesson(lesson_id)
    table = one.start if not table_text else read_table(table_text)
    with addressing(table, one.learner):
        return {"lesson": _lesson_entry(one, base), "table": _lesson_table(one, table)}


def lesson(lesson_id: str, notation: str = "", base: str = "") -> str:
    """A lesson and its table (the lesson's start, or ``notation``: the table after the
    learner's moves so far): ``{"lesson" (as in :func:`lessons`), "table" (the learner's view,
    as :func:`game` gives the person's: its picture, cards and legal moves)}``; or
    ``{"error"}``.

    >>> import json
    >>> out = json.loads(lesson("classic-1"))
    >>> out["lesson"]["title"], out["table"]["hand"], out["table"]["legal"][:2]
    ('Your cards at the deal', ['5C', '8D', 'KS'], ['play 8D', 'play KS'])
    >>> json.loads(lesson("chess-1"))["error"]
    "lesson: there is no lesson 'chess-1'"
    """
    return answer(lambda: _lesson_view(lesson_id, notation, _base(base)))


def _lesson_try(lesson_id: object, table_text: object, move_text: object, attempts: object,
                base: str) -> dict[str, Any]:
    one = _lesson(lesson_id)
    table = read_table(table_text)
    if isinstance(attempts, bool) or not isinstance(attempts, int | float) or attempts < 1:
        raise Refused("screen.ATTEMPTS", where="attempts")
    step = judge(one, table, parse_move(text_arg(move_text, "move", MAX_MOVE_TEXT)))
    with addressing(table, one.learner):
        return _tried_view(one, table, step, int(attempts), base)


def _tried_view(one: Lesson, table: Position, step: Step, attempts: int, base: str
                ) -> dict[str, Any]:
    verdict = step.tried.verdict  # a refused move is taken back here, whatever a game does
    shown = verdict if verdict.legal else Verdict(False, verdict.reasons)
    names = [p.name for p in table.players]
    return {
        "legal": step.legal,
        "reached": step.reached,
        "stars": stars(one.par, attempts) if step.reached else 0,
        "miss": step.miss,
        "status": step.status,
        "message": step.words,
        "rules": step.rules,
        "links": rule_links(step.rules, base),
        "verdict_html": verdict_html(shown, base, names=names),
        "move": str(step.tried.move),
        "description": say(table, step.tried.move),
        "table": _lesson_table(one, step.table),
    }


def lesson_try(lesson_id: str, notation: str, move: str, attempts: int = 1, base: str = "") -> str:
    """The learner tries ``move`` on the lesson's table ``notation`` (see
    :func:`idiotcore.present.lessons.judge`), ``attempts`` being the number of this attempt
    (legal or not) since the lesson began: ``{"legal", "reached", "stars" (won by reaching the
    goal in this many attempts, :func:`idiotcore.present.lessons.stars`; 0 until then), "miss",
    "status" (one line: the goal reached, refused, or what happens now), "message" (the
    engine's verdict), "rules", "links", "verdict_html" (without a game's consequence: a lesson
    takes a refused move back), "move", "description", "table" (the table to go on from, as in
    :func:`lesson`)}``;
    or ``{"error"}``.

    >>> import json
    >>> start = json.loads(lesson("classic-2"))["table"]["notation"]
    >>> out = json.loads(lesson_try("classic-2", start, "play 6H"))
    >>> out["legal"], out["miss"], out["rules"][0], out["links"][0]["href"]
    (False, True, 'C5', 'classic/norske-kortspill-turns.html#c5')
    >>> out["status"]
    'Not allowed: you take the move back (C14), so the table is as it was: try again.'
    >>> out = json.loads(lesson_try("classic-2", start, "play QD", 2))
    >>> out["reached"], out["stars"], out["status"]
    (True, 2, 'Goal reached!')
    """
    return answer(lambda: _lesson_try(lesson_id, notation, move, attempts, _base(base)))

