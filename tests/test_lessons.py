"""The course's lessons (notebooks/lessons/*.json) checked against the engine: every rule id
exists, every goal is reachable in exactly ``par`` moves of the learner (not fewer), and every
tempting wrong move behaves as the lesson says. A lesson that fails here fails the build."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from idiotcore import check, from_notation, legal_moves, to_notation
from idiotcore.model.rulebook import RULES
from idiotcore.present.lessons import (
    FORMAT,
    LESSONS_DIR,
    Lesson,
    LessonError,
    files,
    find,
    judge,
    load,
    parse,
    shortest,
    stars,
)

LESSONS = load()


def _each() -> list[object]:
    return [pytest.param(lesson, id=lesson.id) for lesson in LESSONS]


def test_there_are_lessons_in_every_file() -> None:
    found = files()
    assert found and found[0].name == "1-classic.json"
    parts = {lesson.part for lesson in LESSONS}
    assert len(parts) == len(found)
    assert len([lesson for lesson in LESSONS if lesson.part == "classic"]) in range(8, 11)


def test_lesson_ids_are_unique_and_named_after_their_part() -> None:
    ids = [lesson.id for lesson in LESSONS]
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    for lesson in LESSONS:
        part, _, number = lesson.id.rpartition("-")
        assert part == lesson.part and number.isdigit(), lesson.id


@pytest.mark.parametrize("lesson", _each())
def test_rule_ids_exist(lesson: Lesson) -> None:
    assert lesson.rules
    missing = [r for r in lesson.rules if r not in RULES]
    missing += [w.rule for w in lesson.wrong if w.rule is not None and w.rule not in RULES]
    assert not missing, f"{lesson.id}: no such rule(s) {missing}"


@pytest.mark.parametrize("lesson", _each())
def test_goal_reachable_in_par_and_not_fewer(lesson: Lesson) -> None:
    assert lesson.par >= 1
    assert shortest(lesson, lesson.par - 1) is None, f"{lesson.id}: reachable in fewer moves"
    path = shortest(lesson, lesson.par)
    assert path is not None, f"{lesson.id}: goal not reachable in {lesson.par} move(s)"
    table = lesson.start
    for i, move in enumerate(path):
        step = judge(lesson, table, str(move))
        assert step.legal and not step.miss and step.reached == (i == len(path) - 1)
        table = step.table


@pytest.mark.parametrize("lesson", _each())
def test_wrong_moves_as_stated(lesson: Lesson) -> None:
    start = lesson.start
    for wrong in lesson.wrong:
        verdict = check(start, wrong.move)
        step = judge(lesson, start, wrong.move)
        assert not step.reached, f"{lesson.id}: {wrong.move} reaches the goal"
        if wrong.rule is None:
            assert verdict.legal, f"{lesson.id}: {wrong.move}: {verdict.message}"
        else:
            assert not verdict.legal, f"{lesson.id}: {wrong.move} is legal"
            assert verdict.rules[0] == wrong.rule, (lesson.id, wrong.move, verdict.rules)
            assert step.miss and step.table == start and step.words == verdict.message


@pytest.mark.parametrize("lesson", _each())
def test_the_learner_is_to_move_and_has_a_legal_move(lesson: Lesson) -> None:
    start = from_notation(lesson.position)
    assert not start.is_over and len(legal_moves(start)) > 0
    assert lesson.text and lesson.goal and lesson.hint and lesson.title


def test_stars_by_attempts_over_par() -> None:
    assert [stars(1, n) for n in range(1, 6)] == [3, 2, 2, 1, 1]
    assert [stars(2, n) for n in (1, 2, 3, 4, 5)] == [3, 3, 2, 2, 1]


def test_a_legal_move_that_passes_the_turn_is_a_miss_and_starts_again() -> None:
    lesson = find("classic-4")  # burn with the 10, then lay the 4
    step = judge(lesson, lesson.start, "play 6S")  # legal on an ace? no: refused, unchanged
    assert not step.legal and step.miss and step.table == lesson.start
    burnt = judge(lesson, lesson.start, "play TC")
    assert burnt.legal and not burnt.miss and not burnt.reached and burnt.table != lesson.start
    passed = judge(lesson, burnt.table, "play 6S")
    assert passed.legal and passed.miss and not passed.reached and passed.table == lesson.start
    done = judge(lesson, burnt.table, "play 4D")
    assert done.reached and not done.miss


def test_a_reach_of_moves_compares_the_canonical_move() -> None:
    lesson = find("classic-5")
    assert judge(lesson, lesson.start, "play 7s 7c").reached
    assert judge(lesson, lesson.start, "play 7C 7S").reached


def test_bad_files_are_refused_with_their_name() -> None:
    with pytest.raises(LessonError, match=r"x\.json"):
        parse("{}", "x.json")
    good = json.loads((LESSONS_DIR / "1-classic.json").read_text(encoding="utf-8"))
    assert good["format"] == FORMAT
    good["lessons"][0]["reach"] = {"fly": True}
    with pytest.raises(LessonError, match="fly"):
        parse(json.dumps(good), "y.json")


def test_load_reads_another_directory(tmp_path: Path) -> None:
    text = (LESSONS_DIR / "1-classic.json").read_text(encoding="utf-8")
    (tmp_path / "9-mine.json").write_text(text.replace('"classic-', '"mine-'), encoding="utf-8")
    assert next(lesson.id for lesson in load(tmp_path)) == "mine-1"


def test_the_engine_core_does_not_import_the_lessons() -> None:
    """The lessons are presentation: only the bridge (web.py) may import them."""
    import ast

    package = LESSONS_DIR.parent.parent / "idiotcore"
    importers = []
    for path in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and (
                    node.module.endswith("lessons") or any(a.name == "lessons" for a in node.names)):
                importers.append(path.name)
    assert set(importers) <= {"web.py"}, importers


def test_the_bridge_plays_a_lesson_of_several_moves() -> None:
    from idiotcore.present import web

    lesson = next(one for one in LESSONS if one.par >= 2)
    table = json.loads(web.lesson(lesson.id))["table"]
    assert table["notation"] == lesson.position or from_notation(table["notation"]) == lesson.start
    for i, move in enumerate(lesson.solution, start=1):
        out = json.loads(web.lesson_try(lesson.id, table["notation"], move, i))
        assert out["legal"] and not out["miss"]
        table = out["table"]
    assert out["reached"] and out["stars"] == 3 and out["status"] == "Goal reached!"
    assert "error" in json.loads(web.lesson_try(lesson.id, lesson.position, "play 4D", 0))
    assert "error" in json.loads(web.lesson_try(lesson.id, lesson.position, "dance"))
    assert "error" in json.loads(web.lesson(42))  # type: ignore[arg-type]
    refused = json.loads(web.lesson_try(lesson.id, lesson.position, lesson.wrong[0].move))
    assert "idiot-consequence" not in refused["verdict_html"]  # a lesson takes it back
    catalog = json.loads(web.lessons())
    assert [one["id"] for part in catalog["parts"] for one in part["lessons"]] == [
        one.id for one in LESSONS]


def test_a_refused_move_in_extreme_is_taken_back_in_a_lesson() -> None:
    from idiotcore.present.lessons import Reach, Wrong

    lesson = Lesson(id="x-1", part="x", part_title="X", title="Seven", rules=("§7",),
                    text="", goal="", position="extreme/0/You:8H3C::;Bo:xxxxxx::/1.7C/20/0",
                    reach=Reach(play=True), par=1, hint="", wrong=(Wrong("play 8H", "§7"),))
    step = judge(lesson, lesson.start, "play 8H")
    assert step.miss and step.table == lesson.start and "pick up the pile" in step.status
    assert check(lesson.start, "play 8H").consequence is not None  # a game would punish it


def _said(rule: str, text: str) -> bool:
    """Whether ``text`` cites ``rule`` in a sentence: "(§7)", "(§16, §8)", "(rules: …)"."""
    import re

    return re.search(rf"[(,] ?{re.escape(rule)}[,)]", text) is not None


@pytest.mark.parametrize("lesson", _each())
def test_every_paragraph_an_answer_cites_is_said_in_words(lesson: Lesson) -> None:
    """On the answers (the solution's steps, each tempting wrong move), every paragraph the
    page lists under "Rules cited" is cited by a sentence of the status, the verdict or its
    consequence: what it did here, not only its title (§20.1's mercy for a newcomer, C14's
    take-back, a four that did nothing, ...)."""
    from idiotcore.present import web

    tries, table = [], lesson.start
    for move in lesson.solution:
        tries.append((to_notation(table), move))
        table = judge(lesson, table, move).table
    tries += [(lesson.position, wrong.move) for wrong in lesson.wrong]
    for notation, move in tries:
        out = json.loads(web.lesson_try(lesson.id, notation, move))
        step = judge(lesson, from_notation(notation), move)
        consequence = step.tried.verdict.consequence
        note = consequence.note.message if consequence and consequence.note else ""
        shown = f"{out['status']} {out['message']} {note}"
        if step.legal and consequence is not None:  # a right claim: its penalty is shown
            shown += f" ({', '.join(consequence.rules)})"
        unsaid = [link["rule"] for link in out["links"] if not _said(link["rule"], shown)]
        assert not unsaid, (lesson.id, move, unsaid, shown)


@pytest.mark.parametrize("lesson", _each())
def test_the_learner_sees_every_card_drawn(lesson: Lesson) -> None:
    """A learner sees their own hand: on every table the page shows (the start, and after each
    legal move that keeps the turn or reaches the goal, within par), no card of the learner's
    hand or face-up cards is unknown (``??``), so the stock's cards a learner may draw are
    written out (the rest of the stock may stay unknown)."""
    frontier, start = [lesson.start], lesson.start
    for _ in range(lesson.par):
        following = []
        for table in frontier:
            for move in legal_moves(table):
                step = judge(lesson, table, move)
                if step.table == start:
                    continue
                me = step.table.players[lesson.learner]
                assert "??" not in [*me.hand, *me.face_up_cards()], (lesson.id, str(move))
                if not step.reached:
                    following.append(step.table)
        frontier = following
