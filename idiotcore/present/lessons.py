"""The course's lessons: short positions with a goal, judged by the engine. Standard library only.

The lessons live in ``notebooks/lessons/*.json`` (one file per part of the course, read in
file-name order; the format is ``idiot-lessons/1``); the notebooks' exercises are in
:mod:`idiotcore.present.exercises`. The Learn page (through
:func:`idiotcore.present.web.lesson_try`), the notebooks and the tests all read them with :func:`load`
and judge a learner's move with :func:`judge`, so a lesson is stated and marked in one place.
This module is presentation: the engine core never imports it.

>>> lesson = find("classic-1")
>>> start = lesson.start
>>> step = judge(lesson, start, "play 5C")
>>> step.legal, step.reached, step.miss, step.table == start, step.rules[0]
(False, False, True, True, 'C5')
>>> step = judge(lesson, start, lesson.solution[0])
>>> step.reached, step.miss, step.status
(True, False, 'Goal reached!')
>>> stars(1, 1), stars(1, 3), stars(1, 4)
(3, 2, 1)
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from ..engine import Attempt, attempt, canonical, legal_moves
from ..formats.notation import from_notation
from ..lang.wording import current_language, phrase
from ..model.errors import InputError
from ..model.moves import Move, parse_move
from ..model.position import Position
from .bridge import addressing

__all__ = ["FORMAT", "HINT_AFTER", "LESSONS_DIR", "Lesson", "LessonError", "Reach",
           "Step", "Wrong", "files", "find", "for_rule", "judge", "load", "parse",
           "parts", "reaches", "shortest", "stars"]

FORMAT = "idiot-lessons/1"
LESSONS_DIR = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
"""Where the lessons are: ``notebooks/lessons`` beside the engine (in the checkout; the site's
engine archive ships them at the same place). The environment variable ``IDIOT_LESSONS`` or
:func:`load`'s ``directory`` points elsewhere."""

HINT_AFTER = 2  # the hint is shown after this many misses
FULL_LIST_LIMIT = 2000
"""The search tries every legal move where there are at most this many, else the short list."""


class LessonError(InputError):
    """A lessons file that does not follow the format: a key of the catalogue (``input.*``),
    ``where`` the file and lesson."""


@dataclasses.dataclass(frozen=True)
class Reach:
    """What counts as the goal reached (every key given must hold)."""

    play: bool = False
    moves: tuple[str, ...] = ()
    picks_up: str | None = None
    burn: bool = False
    out: bool = False
    empty: str | None = None

    def to_json(self) -> dict[str, object]:
        """The keys given, as the format writes them."""
        out: dict[str, object] = {}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if value:
                out[field.name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclasses.dataclass(frozen=True)
class Wrong:
    """A tempting wrong move and the rule the engine cites first for it (None: legal, but it
    does not reach the goal)."""

    move: str
    rule: str | None


@dataclasses.dataclass(frozen=True)
class Lesson:
    """One lesson (see the format in the module's docstring and ``notebooks/lessons``)."""

    id: str
    part: str
    part_title: str
    title: str
    rules: tuple[str, ...]
    text: str
    goal: str
    position: str
    reach: Reach
    par: int
    hint: str
    wrong: tuple[Wrong, ...]

    @property
    def start(self) -> Position:
        """The lesson's table before the first move."""
        return _start(self.position)

    @property
    def learner(self) -> int:
        """The seat of the learner (the player to move at the start)."""
        return self.start.to_move

    @functools.cached_property
    def solution(self) -> tuple[str, ...]:
        """The fewest moves that reach the goal, found by :func:`shortest` (up to ``par``)."""
        found = shortest(self, self.par)
        return () if found is None else tuple(str(m) for m in found)

    def to_json(self) -> dict[str, object]:
        """The lesson as the page reads it (the format's fields, with its part)."""
        return {"id": self.id, "part": self.part, "part_title": self.part_title,
                "title": self.title, "rules": list(self.rules), "text": self.text,
                "goal": self.goal, "position": self.position, "reach": self.reach.to_json(),
                "par": self.par, "hint": self.hint}


@functools.lru_cache(maxsize=256)
def _start(notation: str) -> Position:
    return from_notation(notation)


def _field(entry: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    value = entry.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) != (kind is bool):
        raise LessonError("input.LESSON_FIELD", where=where, field=key, kind=kind.__name__)
    return value


def _reach(raw: object, where: str) -> Reach:
    if not isinstance(raw, dict) or not raw:
        raise LessonError("input.REACH_OBJECT", where=where)
    known = {f.name for f in dataclasses.fields(Reach)}
    unknown = set(raw) - known
    if unknown:
        raise LessonError("input.REACH_KEYS", where=where, keys=tuple(sorted(unknown)))
    if raw.get("empty") not in (None, "hand", "face_up"):
        raise LessonError("input.REACH_EMPTY", where=where)
    return Reach(play=bool(raw.get("play", False)),
                 moves=tuple(str(m) for m in raw.get("moves", ())),
                 picks_up=raw.get("picks_up"), burn=bool(raw.get("burn", False)),
                 out=bool(raw.get("out", False)), empty=raw.get("empty"))


def _lesson(entry: object, part: str, part_title: str, where: str) -> Lesson:
    if not isinstance(entry, dict):
        raise LessonError("input.LESSON_OBJECT", where=where)
    where = f"{where} {entry.get('id', '?')}"
    rules = _field(entry, "rules", list, where)
    wrong = _field(entry, "wrong", list, where)
    if not rules or not wrong:
        raise LessonError("input.LESSON_NOT_EMPTY", where=where)
    return Lesson(
        id=_field(entry, "id", str, where), part=part, part_title=part_title,
        title=_field(entry, "title", str, where), rules=tuple(str(r) for r in rules),
        text=_field(entry, "text", str, where), goal=_field(entry, "goal", str, where),
        position=_field(entry, "position", str, where),
        reach=_reach(entry.get("reach"), where), par=_field(entry, "par", int, where),
        hint=_field(entry, "hint", str, where),
        wrong=tuple(Wrong(str(w["move"]), w.get("rule")) for w in wrong))


def parse(text: str, name: str = "lessons") -> list[Lesson]:
    """The lessons of one file's JSON text (``name``: the file, for messages).

    :raises LessonError: if the text is not an ``idiot-lessons/1`` file.
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise LessonError("input.LESSON_NOT_JSON", where=name, detail=str(err)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LessonError("input.LESSON_FORMAT", where=name, format=FORMAT)
    part = _field(data, "part", str, name)
    title = _field(data, "title", str, name)
    return [_lesson(entry, part, title, name) for entry in _field(data, "lessons", list, name)]


def folder(directory: str | Path | None) -> Path:
    """The lessons' folder: ``directory``, else ``IDIOT_LESSONS``, else :data:`LESSONS_DIR`."""
    if directory is not None:
        return Path(directory)
    return Path(os.environ.get("IDIOT_LESSONS") or LESSONS_DIR)


def files(directory: str | Path | None = None) -> list[Path]:
    """The lessons files, in course order (``directory``: as :func:`load`)."""
    return sorted(folder(directory).glob("*.json"))


@functools.lru_cache(maxsize=8)
def _load(directory: Path) -> tuple[Lesson, ...]:
    lessons: list[Lesson] = []
    for path in files(directory):
        lessons += parse(path.read_text(encoding="utf-8"), path.name)
    return tuple(lessons)


def load(directory: str | Path | None = None) -> tuple[Lesson, ...]:
    """Every lesson, in course order: the files of ``directory`` (default :data:`LESSONS_DIR`)
    in file-name order, the lessons of each in their order.

    >>> [lesson.id for lesson in load()][:2]
    ['classic-1', 'classic-2']
    """
    return _load(folder(directory).resolve())


def find(lesson_id: str, directory: str | Path | None = None) -> Lesson:
    """The lesson with this id.

    :raises KeyError: if there is none.
    """
    for lesson in load(directory):
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(f"no lesson {lesson_id!r}")


def parts(lessons: Iterable[Lesson]) -> list[tuple[str, str, list[Lesson]]]:
    """The lessons grouped by part, in order: ``(part, title, lessons)``."""
    out: list[tuple[str, str, list[Lesson]]] = []
    for lesson in lessons:
        if not out or out[-1][0] != lesson.part:
            out.append((lesson.part, lesson.part_title, []))
        out[-1][2].append(lesson)
    return out


def for_rule(rule_id: str, directory: str | Path | None = None) -> list[Lesson]:
    """The lessons that practise a rule (the rule among their ``rules``)."""
    return [lesson for lesson in load(directory) if rule_id in lesson.rules]


def _cards(p: Position, seat: int, place: str) -> int:
    player = p.players[seat]
    return len(player.hand if place == "hand" else player.face_up_cards())


def reaches(reach: Reach, start: Position, before: Position, move: Move, after: Position
            ) -> bool:
    """Whether a LEGAL ``move`` made on ``before`` and leading to ``after`` reaches the goal
    (``start``: the lesson's table before its first move), as the format defines each key (a
    move of ``moves`` is compared in its canonical form, :func:`idiotcore.canonical`)."""
    learner = start.to_move
    if reach.play and move.kind != "play":
        return False
    if reach.moves and str(canonical(before, move)) not in reach.moves:
        return False
    if reach.picks_up is not None:
        names = [p.name for p in start.players]
        if reach.picks_up not in names:
            return False
        seat = names.index(reach.picks_up)
        if after.pile or len(after.players[seat].hand) <= len(start.players[seat].hand):
            return False
    if reach.burn and len(after.burnt) <= len(start.burnt):
        return False
    if reach.out and after.players[learner].has_cards:
        return False
    return not (reach.empty and _cards(after, learner, reach.empty))


@dataclasses.dataclass(frozen=True)
class Step:
    """One attempt of the learner, judged (see :func:`judge`)."""

    tried: Attempt
    reached: bool
    """The move is legal and reaches the goal."""
    miss: bool
    """The move is illegal, or legal but the turn passed without the goal (or what follows it
    hangs on a card nobody knows)."""
    table: Position
    """The table to go on from: after a legal move that keeps the turn (or reaches the goal),
    the table after it; after an illegal move, the table unchanged; when the turn passed, the
    lesson's start."""
    status: str
    """One line for the learner: the goal reached, refused, or what happens now."""

    @property
    def legal(self) -> bool:
        """Whether the engine allows the move."""
        return self.tried.verdict.legal

    @property
    def words(self) -> str:
        """The engine's verdict, as the players read it."""
        return self.tried.verdict.message

    @property
    def rules(self) -> list[str]:
        """The rule ids cited, most decisive first."""
        return self.tried.rules


def judge(lesson: Lesson, table: Position, move: Move | str, language: str | None = None) -> Step:
    """The learner tries ``move`` on ``table`` (the lesson's start, or the table after the
    learner's earlier moves that kept the turn).

    The status is said to the learner, in the second person, in ``language`` (None: the
    language in force).

    :raises MoveError: if the text does not parse or names a card that is not there.
    """
    with addressing(table, lesson.learner, language):
        return _judged(lesson, table, move)


def _judged(lesson: Lesson, table: Position, move: Move | str) -> Step:
    tried = attempt(table, move, current_language())
    start = lesson.start
    if not tried.verdict.legal:
        return Step(tried, False, True, table, _refused(tried))
    if tried.unknown:
        return Step(tried, False, True, start, phrase("screen.UNKNOWN"))
    if reaches(lesson.reach, start, table, tried.move, tried.after):
        return Step(tried, True, False, tried.after, phrase("screen.REACHED"))
    if _keeps_turn(start, tried.after):
        return Step(tried, False, False, tried.after, phrase("screen.GO_ON"))
    return Step(tried, False, True, start, phrase("screen.PASSED"))


def _refused(tried: Attempt) -> str:
    """The status of a refused move, taken back in a lesson whatever a game does; what a game
    does says the paragraphs it cites that the verdict does not (C14, §20.1's mercy)."""
    outcome = tried.verdict.consequence
    unsaid = tuple(r for r in outcome.rules if r not in tried.verdict.rules) if outcome else ()
    if outcome is None or (outcome.kind == "take_back" and not unsaid):
        return phrase("screen.REFUSED")
    what = outcome.words([player.name for player in tried.before.players], mid=True)
    if outcome.kind == "take_back":
        return phrase("screen.REFUSED_TAKEN_BACK", what=what, rules=unsaid)
    if outcome.note is None:
        return phrase("screen.REFUSED_IN_A_GAME", what=what)
    return phrase("screen.REFUSED_IN_A_GAME_NOTE", what=what, note=outcome.note.message)


def _keeps_turn(start: Position, after: Position) -> bool:
    return not after.is_over and after.to_move == start.to_move


def stars(par: int, attempts: int) -> int:
    """Stars won by a lesson finished in ``attempts`` tries (legal or not) with this par."""
    if attempts <= par:
        return 3
    return 2 if attempts <= par + 2 else 1


def _candidates(lesson: Lesson, p: Position) -> Iterator[Move]:
    """The moves :func:`shortest` tries: the legal moves of the turn (the full list where it
    is small, else the short one), and the lesson's goal moves (a claim, a report, a join:
    made between turns, so not in that list; :func:`judge` finds them legal or not)."""
    full = legal_moves(p)
    yield from (full if len(full) <= FULL_LIST_LIMIT else legal_moves(p, short=True))
    yield from map(parse_move, lesson.reach.moves)


def shortest(lesson: Lesson, most: int) -> list[Move] | None:
    """The fewest legal moves of the learner (at most ``most``) that reach the lesson's goal,
    the learner keeping the turn until then; None if there are none. Breadth first over the
    moves of :func:`_candidates`."""
    frontier: list[tuple[Position, list[Move]]] = [(lesson.start, [])]
    seen = {lesson.start}
    for _ in range(most):
        following: list[tuple[Position, list[Move]]] = []
        for table, path in frontier:
            for move in _candidates(lesson, table):
                step = judge(lesson, table, move)
                if step.reached:
                    return [*path, move]
                if not step.miss and step.table not in seen:
                    seen.add(step.table)
                    following.append((step.table, [*path, move]))
        frontier = following
    return None
