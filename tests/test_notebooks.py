"""The course notebooks (notebooks/*.ipynb), their exercises and widgets, and the table app
(notebooks/table.py, marimo).

- nbval re-runs every notebook and compares each output with the one stored in it (the site
  shows the stored outputs), sanitizing only what changes by itself (notebooks/nbval-sanitize.cfg);
- every exercise's stated answer (legal or not, the first rule cited, the consequence) is the
  engine's;
- the table app's functions work when imported, and ``marimo export html`` runs the whole app.

Refresh the stored outputs after changing the engine or a notebook with
``jupyter nbconvert --to notebook --execute --inplace
--ExecutePreprocessor.store_widget_state=False notebooks/*.ipynb``.
"""

from __future__ import annotations

import base64
import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import unquote

import pytest

from idiotcore import check, from_notation, legal_moves, position_to_json, read_position, to_notation
from idiotcore.present.exercises import exercises
from idiotcore.present.lessons import load, stars
from idiotcore.present.web import fragment

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
CHAPTERS = [
    "01-reading-a-table", "02-classic-idiot", "03-low-cards", "04-the-middle",
    "05-court-and-ten", "06-the-joker", "07-conduct-penalties-mercy", "08-settling-an-argument",
]
EXERCISES: list[dict[str, Any]] = exercises()  # the one loader, also the widgets' and the site's


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


def _quiet_env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("IDIOT_BOOK_URL", None)  # the stored outputs link to the site: "../"
    return env


# --- the notebooks ---------------------------------------------------------------------------


def test_the_course_has_its_chapters_with_stored_outputs() -> None:
    found = sorted(p.stem for p in NOTEBOOKS.glob("*.ipynb"))
    assert found == CHAPTERS
    for stem in CHAPTERS:
        notebook = json.loads((NOTEBOOKS / f"{stem}.ipynb").read_text(encoding="utf-8"))
        cells = notebook["cells"]
        assert cells[0]["cell_type"] == "markdown"
        assert "".join(cells[0]["source"]).startswith(f"# {int(stem[:2])}. ")
        code = [cell for cell in cells if cell["cell_type"] == "code"]
        assert all(cell["execution_count"] for cell in code), f"{stem}: run it to store outputs"
        assert "widgets" not in notebook["metadata"], f"{stem}: store no widget state"
        sources = ["".join(cell["source"]) for cell in code]
        assert any("try_a_move(" in s for s in sources), f"{stem}: no 'try a move' widget"
        assert any(f'exercises("{stem[:2]}")' in s for s in sources), f"{stem}: no exercises"


def test_notebooks_with_nbval() -> None:
    pytest.importorskip("nbval")
    pytest.importorskip("ipywidgets")
    command = [sys.executable, "-m", "pytest", "--nbval", "notebooks/", "--nbval-current-env",
               "--nbval-sanitize-with", "notebooks/nbval-sanitize.cfg", "-p", "no:cacheprovider",
               "--ignore-glob=notebooks/*.py", "-q", "--no-header"]
    done = subprocess.run(command, cwd=ROOT, env=_quiet_env(), capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, f"nbval failed:\n{done.stdout[-8000:]}\n{done.stderr[-2000:]}"
    assert " passed" in done.stdout


# Building the site: myst-parser 5 uses an attribute Sphinx 9 deprecates (as in test_site.py).
@pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")
def test_course_pages_show_their_pictures(site: Any) -> None:
    """The site (tests/conftest.py) publishes each notebook with its stored outputs: tables as
    images of their SVG with the table in words (so that they show in any notebook viewer, an
    untrusted one's included), verdicts as HTML, widgets as their still HTML, each still with a
    link that opens its table on the Table page, no widget placeholder that would need scripts
    from elsewhere, and a link to download the chapter as its notebook."""
    for stem in CHAPTERS:
        page = site.out / "notebooks" / f"{stem}.html"
        assert page.is_file(), f"{stem} is not on the site"
        text = page.read_text(encoding="utf-8")
        pictures = re.findall(r'<img alt="([^"]+)" src="data:image/svg\+xml;base64,([^"]+)"', text)
        assert len(pictures) >= 3, f"{stem}: tables missing"
        assert all(base64.b64decode(data).startswith(b"<svg") for _, data in pictures), stem
        assert 'class="idiot-verdict' in text and "idiot-widget-still" in text, stem
        assert "Exercises (" in text and "widget-view+json" not in text, stem
        stills = text.count('class="idiot-widget-still"')
        opens = re.findall(r'class="idiot-open-table" href="\.\./table\.html#p=([^"&]+)', text)
        assert len(opens) >= stills, f"{stem}: a still with no link to the Table page"
        assert all(read_position(unquote(p)) for p in opens[:3])
        assert f'href="{stem}.ipynb" download' in text, f"{stem}: no download link"
        download = json.loads((page.parent / f"{stem}.ipynb").read_text(encoding="utf-8"))
        assert download["cells"] == json.loads((NOTEBOOKS / f"{stem}.ipynb").read_text(
            encoding="utf-8"))["cells"]
    first = (site.out / "notebooks" / f"{CHAPTERS[0]}.html").read_text(encoding="utf-8")
    assert "Extreme Idiot (extreme). The pile, from the bottom: Bo laid 7♣" in first
    assert 'href="../extreme/s07-seven.html#s7"' in first


# --- the exercises ---------------------------------------------------------------------------


def test_every_chapter_has_exercises() -> None:
    chapters = [ex["chapter"] for ex in EXERCISES]
    assert sorted(set(chapters)) == [stem[:2] for stem in CHAPTERS]
    assert all(chapters.count(stem[:2]) >= 3 for stem in CHAPTERS)
    ids = [ex["id"] for ex in EXERCISES]
    assert len(ids) == len(set(ids)), "exercise ids must be unique"


@pytest.mark.parametrize("exercise", EXERCISES, ids=[ex["id"] for ex in EXERCISES])
def test_exercise_answer_is_the_engines(exercise: dict[str, Any]) -> None:
    verdict = check(read_position(exercise["position"]), exercise["move"])
    said = "legal" if exercise["legal"] else "illegal"
    assert verdict.legal == exercise["legal"], (
        f"exercise {exercise['id']} says {said}; the engine: {verdict.message}")
    assert verdict.rules and verdict.rules[0] == exercise["rule"], (
        f"exercise {exercise['id']} names {exercise['rule']}; the engine cites {verdict.rules}")
    if "consequence" in exercise:
        kind = verdict.consequence.kind if verdict.consequence else None
        assert kind == exercise["consequence"], (exercise["id"], verdict.consequence)


# --- the widgets -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def widgets() -> ModuleType:
    pytest.importorskip("ipywidgets")
    return _load("idiot_widgets", NOTEBOOKS / "idiot_widgets" / "__init__.py")


def test_try_a_move_widget(widgets: ModuleType) -> None:
    widget = widgets.try_a_move("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0")
    assert widget.legal == ["play 3C", "pickup"]
    widget.card_buttons[1].value = True  # pick the 3♣
    assert widget.text.value == "play 3C"
    assert widget.play().legal is True
    tried = widget.play("play 8H")
    assert tried.legal is False and tried.after is not None
    assert "illegal" in widget.result.value and "s07-seven.html#s7" in widget.result.value
    assert widget.play("play ZZ").error and "t read that move:" in widget.result.value
    # A move that reads but names a card the player doesn't hold is not "unreadable".
    assert widget.play("play QS").error and "Not possible here" in widget.result.value
    assert "Can't read" not in widget.result.value
    bundle = widget._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert 'src="data:image/svg+xml;base64,' in bundle["text/html"] and "0x" not in bundle[
        "text/plain"]
    assert 'class="idiot-open-table" href="../table.html#p=extreme/0/Ada:8H3CKD' in bundle[
        "text/html"]


def test_a_verdict_shown_links_from_the_book_and_changes_no_other_verdict(
        widgets: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    verdict = check(from_notation("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"), "play 8H")
    assert not hasattr(verdict, "_repr_html_")  # the engine knows no screen
    monkeypatch.setenv("IDIOT_BOOK_URL", "https://book.example/")
    elsewhere = _load("idiot_widgets_elsewhere", NOTEBOOKS / "idiot_widgets" / "__init__.py")
    shown = elsewhere.show_verdict(verdict)
    assert 'href="https://book.example/extreme/s07-seven.html#s7"' in shown._repr_html_()
    custom = elsewhere.show_verdict(verdict, base="x/")._repr_html_()
    assert 'href="x/extreme/s07-seven.html#s7"' in custom
    assert repr(shown) == repr(verdict)  # the same text/plain as the verdict itself
    table = from_notation("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0")
    assert "Ada picks up" in elsewhere.show_verdict(verdict, table)._repr_html_()
    assert "player 0" in shown._repr_html_()  # with no table to name the players


def test_jupyter_shows_a_bare_position_and_verdict_through_the_widgets(widgets: ModuleType) -> None:
    """Importing the widgets registers the pictures with the kernel (a display setting, not a
    class attribute): a position as its table, a verdict with links from the course's place."""
    from IPython.core.interactiveshell import InteractiveShell

    position = from_notation("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0")
    shell = InteractiveShell.instance()
    try:
        assert widgets.register_display()
        shown, _ = shell.display_formatter.format(check(position, "play 8H"))
        assert 'href="../extreme/s07-seven.html#s7"' in shown["text/html"]
        drawn = shell.display_formatter.format(position)[0]
        assert drawn["text/html"].startswith('<img alt="Extreme Idiot (extreme). The pile')
        assert drawn["text/plain"].splitlines()[:2] == [
            "Extreme Idiot (extreme).", "The pile, from the bottom: Bo laid 7♣ (the top)."]
        assert "image/svg+xml" not in drawn  # an untrusted notebook would show nothing
    finally:
        InteractiveShell.clear_instance()
    assert not widgets.register_display()  # outside a kernel there is nothing to tell


def test_exercise_widgets_agree_with_the_stated_answers(widgets: ModuleType) -> None:
    for stem in CHAPTERS:
        chapter = widgets.exercises(stem[:2])
        assert chapter.items and all(item.agrees for item in chapter.items), stem
    first = widgets.exercises("03").items[0]  # play 2C 9H: legal by §2
    assert first.answer("legal", "2").startswith("Right")
    assert "not §7" in first.answer(True, "§7")
    assert "§9 is right too" in first.answer(True, "§9")  # §9 is cited: what follows the 2
    assert first.answer("illegal").startswith("Not quite")
    assert "decides it" in first.answer("legal", "§ 2")  # spaces as a reader types them
    mercy = next(item for item in widgets.exercises("08").items if item.name == "8.3")
    assert "§20.1 is right too" in mercy.answer("illegal", "§20.1")  # any paragraph cited


def test_lesson_widgets_play_the_learn_pages_lessons(widgets: ModuleType) -> None:
    part = widgets.lessons("classic")
    assert [item.lesson.id for item in part.items] == [
        one.id for one in load() if one.part == "classic"]
    one = part.items[0]
    wrong = next(w for w in one.lesson.wrong if w.rule is not None)
    for _ in range(2):
        step = one.play(wrong.move)
        assert step is not None and step.miss and step.rules[0] == wrong.rule
    assert "Hint:" in one.result.value and one.lesson.hint in one.result.value
    for move in one.lesson.solution:
        step = one.play(move)
    assert step is not None and step.reached
    won = stars(one.lesson.par, 2 + len(one.lesson.solution))
    assert f"({won} of 3 stars)" in one.result.value
    assert one.play("dance") is None and "Can't read" in one.result.value
    still = part._repr_mimebundle_()["text/html"]
    assert still.count("learn.html#lesson=") == len(part.items)
    assert 'href="../classic/norske-kortspill.html#c2"' in still


def test_settle_widget(widgets: ModuleType) -> None:
    ruling = widgets.settle()
    assert ruling.ask("not a position", "play 8H") is None and ruling.error
    tried = ruling.ask("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0", "play 8H")
    assert tried is not None and tried.legal is False
    assert "extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0" in ruling.result.value
    assert ruling.tryout.children[0].legal == ["play 3C", "pickup"]  # the reader's own table
    assert ruling.ask("", "") is None and "Paste a position first" in ruling.result.value
    link = "http://127.0.0.1:8000/table.html#" + fragment(
        "extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0", "play 3C")
    built = ruling.ask(link, "play 8H")  # the Table page's link, and its move
    assert built is not None and built.legal is True and ruling.move_box.value == "play 3C"
    assert "overflow-wrap:anywhere" in ruling._repr_mimebundle_()["text/html"]


def test_the_rulebook_examples_by_paragraph(widgets: ModuleType) -> None:
    """Chapter 8 settles the rulebook's own examples, chosen by paragraph from a menu."""
    menu = widgets.rulebook_examples()
    assert menu.rule.options[0] == "§1" and "§13" in menu.rule.options
    menu.rule.value = "§13"
    assert menu.example.options and menu.settled.last is not None
    assert "§13" in menu.settled.last.verdict.rules


# --- the table app (marimo) ------------------------------------------------------------------


@pytest.fixture(scope="module")
def app() -> ModuleType:
    pytest.importorskip("marimo")
    return _load("idiot_table_app", NOTEBOOKS / "table.py")


def test_table_app_builds_positions(app: ModuleType) -> None:
    dealt = app.new_game("classic", 4, 7)
    assert dealt == app.new_game("classic", 4, 7) and len(dealt.players) == 4
    line = "extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"
    table = app.read_table(line)
    assert to_notation(table) == line
    assert app.read_table(json.dumps(position_to_json(from_notation(line)))) == table
    with pytest.raises(ValueError):
        app.read_table("extreme/0/Ada:8H8H::;Bo:xx::/-/0/0")
    with pytest.raises(ValueError):
        app.read_table("  ")
    link = "http://127.0.0.1:8000/table.html#" + fragment(line, "play 8H")  # built by tapping
    assert app.read_table(link) == table
    assert not app.book_served("http://127.0.0.1:9/")  # nothing serves there: the app says so


def test_table_app_lists_tries_and_steps_through_moves(app: ModuleType) -> None:
    table = app.read_table("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0")
    assert app.moves_of(table) == [str(m) for m in legal_moves(table)] == ["play 3C", "pickup"]
    panel = app.verdict_panel(table, "play 8H")
    assert "illegal" in panel and "§7" in panel and "Seven." in panel and "<svg" in panel
    assert "Can't read" in app.verdict_panel(table, "play 1X")

    timeline = app.start(table)
    verdict, timeline, error = app.play(timeline, "play 3C")
    assert verdict.legal and not error and timeline.index == 1
    verdict, timeline, error = app.play(timeline, "play ZZ")
    assert verdict is None and error and timeline.index == 1
    assert app.current(timeline).to_move == 1
    # Bo's hand is unknown (??): a legal play would hang on it; a pickup does not.
    verdict, timeline, error = app.play(timeline, "pickup")
    assert verdict.legal and timeline.index == 2 and timeline.moves == ("play 3C", "pickup")
    assert "2. `pickup` ← shown" in app.history_md(timeline)

    earlier = app.back(app.back(timeline))
    assert earlier.index == 0 and app.current(earlier) == table
    assert app.back(earlier) == earlier
    assert app.current(app.forward(earlier)) == timeline.positions[1]
    assert app.forward(timeline) == timeline
    # Playing after stepping back drops the moves that came after.
    verdict, branch, _ = app.play(earlier, "play 8H")  # illegal: Ada picks up (§7)
    assert not verdict.legal and branch.moves == ("play 8H",) and branch.index == 1
    assert len(app.current(branch).players[0].hand) == 4


def test_table_app_exports(app: ModuleType, tmp_path: Path) -> None:
    out = tmp_path / "table.html"
    done = subprocess.run([sys.executable, "-m", "marimo", "export", "html",
                           str(NOTEBOOKS / "table.py"), "-o", str(out)],
                          cwd=ROOT, env=_quiet_env(), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"marimo export failed:\n{done.stdout}\n{done.stderr}"
    assert out.is_file() and out.stat().st_size > 10_000
