"""The course notebooks' exercises (a position, a move, the answer: is this move legal, and
which paragraph decides?), in ``notebooks/exercises.json``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .lessons import LESSONS_DIR, LessonError

EXERCISES_FILE = LESSONS_DIR.parent / "exercises.json"
"""The exercises' file: :func:`exercises`."""
EXERCISES_FORMAT = "idiot-course-exercises/1"


def exercises(chapter: str | None = None, path: str | Path | None = None
              ) -> list[dict[str, Any]]:
    """The notebooks' exercises of one chapter (``"03"``), or all of them, from
    :data:`EXERCISES_FILE` (or ``path``): each ``{"id", "chapter", "question", "position",
    "move", "legal", "rule"[, "consequence"]}``.

    >>> [ex["id"] for ex in exercises("01")][:2]
    ['1.1', '1.2']

    :raises LessonError: if the file is not an ``idiot-course-exercises/1`` file.
    """
    where = Path(path) if path is not None else EXERCISES_FILE
    data = json.loads(where.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("format") != EXERCISES_FORMAT:
        raise LessonError("input.LESSON_FORMAT", where=where.name, format=EXERCISES_FORMAT)
    return [ex for ex in data["exercises"] if chapter is None or ex["chapter"] == chapter]
