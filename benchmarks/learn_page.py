"""How fast the Learn page is: a lesson interactive from a cold start, and each answer to a move,
in headless Chromium with the real engine under Pyodide.

Each run opens ``learn.html#lesson=<the first lesson>`` in a new browser context (empty cache,
empty storage) and, as soon as its cards are shown, makes the lesson's first move. From the start
of the navigation (the marks ``_static/learn.js`` sets):

- ``engine ready``: the engine started (from its snapshot);
- ``lesson shown``: the first lesson's table and cards drawn;
- ``first answer``: the first move answered on the page (the lesson interactive; the clicks
  are Playwright's, made as soon as the cards are shown, and count in it).

Then it plays the first lessons (each lesson's tempting wrong moves, then its solution, all from
:mod:`idiotcore.present.lessons`): ``answer`` is the time from a move to its answer shown on the page
(the bridge's ``lesson_try`` in the worker, and the drawing; the first answer after the engine
started apart), ``in the worker`` the call alone.

    python benchmarks/learn_page.py [--site DIR] [--runs N] [--lessons N] [--json]
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

from table_page import CHROMIUM, CHROMIUM_ARGS, page_figures, page_parser

from idiotcore.present.lessons import Lesson, load

MARKS = ("idiot-engine-ready", "idiot-lesson-shown", "idiot-first-answer")
READY = ("(id) => { const a = document.getElementById('learn-app');"
         " return a.dataset.lesson === id && a.dataset.state === 'your-turn'; }")


def _move(page: Any, move: str) -> None:
    attempts = int(page.get_attribute("#learn-app", "data-attempts") or 0)
    words = move.split()
    if words[0] == "play":
        for card in words[1:]:
            page.click(f'#learn-cards button[data-card="{card}"]')
        page.click("#learn-play")
    else:
        page.click(f'#learn-moves button[data-move="{move}"]')
    page.wait_for_function(
        "(n) => { const a = document.getElementById('learn-app');"
        " return Number(a.dataset.attempts) === n && a.dataset.state !== 'thinking'; }",
        arg=attempts + 1, timeout=120_000)


def _tappable(move: str) -> bool:
    return move.split()[0] in ("play", "pickup", "sjanse", "flip")


def _lesson(page: Any, lesson: Lesson) -> None:
    page.wait_for_function(READY, arg=lesson.id, timeout=120_000)
    for wrong in lesson.wrong:
        if wrong.rule is not None and _tappable(wrong.move):
            _move(page, wrong.move)
    for move in lesson.solution:
        _move(page, move)


def measure(base: str, runs: int, count: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    lessons = load()[:count]
    starts: list[dict[str, float]] = []
    answers: list[float] = []
    firsts: list[float] = []
    worker: list[float] = []
    outside: list[str] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            for _ in range(runs):
                context = browser.new_context()  # an empty cache and storage each time
                context.on("request", lambda r: None if urlsplit(r.url).hostname in (
                    "127.0.0.1", None) else outside.append(r.url))
                page = context.new_page()
                page.goto(f"{base}learn.html#lesson={lessons[0].id}")
                page.wait_for_function(READY, arg=lessons[0].id, timeout=120_000)
                _move(page, lessons[0].solution[0])
                found = page.evaluate("names => names.map(n => performance.getEntriesByName(n)[0]"
                                      "?.startTime ?? null)", list(MARKS))
                starts.append({name: value / 1000 for name, value in zip(MARKS, found,
                                                                         strict=True)})
                page.click("#learn-again")
                for i, lesson in enumerate(lessons):
                    if i:
                        page.click("#learn-next")
                    _lesson(page, lesson)
                shown = page.evaluate("window.__idiotLearnAnswers")
                firsts.append(shown[0])  # the first answer after the engine started
                answers += shown[1:]
                worker += [float(t["ms"]) for t in page.evaluate("window.__idiotLearnTimings")
                           if t["fn"] == "lesson_try"][1:]
                context.close()
        finally:
            browser.close()

    def ms(values: list[float]) -> dict[str, float]:
        ordered = sorted(values)
        return {"median_ms": round(statistics.median(ordered), 1),
                "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
                "max_ms": round(ordered[-1], 1), "count": len(ordered)}

    cold = {name.removeprefix("idiot-") + suffix: round(pick([r[name] for r in starts]), 2)
            for name in MARKS for suffix, pick in (("_median_s", statistics.median),
                                                   ("_max_s", max))}
    return {"runs": runs, "lessons": len(lessons), "cold": cold, "first_answer": ms(firsts),
            "answer": ms(answers),
            "worker": ms(worker), "outside_requests": len(outside)}


def main(argv: list[str] | None = None) -> int:
    parser = page_parser(__doc__, runs=5)
    parser.add_argument("--lessons", type=int, default=3)
    args = parser.parse_args(argv)
    figures = page_figures("learn_page", args.site,
                           lambda base: measure(base, max(1, args.runs), max(1, args.lessons)))
    if figures is None:
        return 2
    if args.json:
        print(json.dumps(figures))
        return 0
    cold = figures["cold"]
    print(f"Learn page, cold start ({figures['runs']} runs, new context each; median / worst):")
    for label, key in (("engine ready", "engine-ready"), ("lesson shown", "lesson-shown"),
                       ("first move answered", "first-answer")):
        print(f"  {label:22} {cold[key + '_median_s']:.2f} s / {cold[key + '_max_s']:.2f} s")
    for label, key in (("the first answer", "first_answer"), ("an answer on the page", "answer"),
                       ("lesson_try in the worker", "worker")):
        row = figures[key]
        print(f"  {label:26} median {row['median_ms']:.0f} ms, p95 {row['p95_ms']:.0f}, worst "
              f"{row['max_ms']:.0f}   ({row['count']} moves, {figures['lessons']} lessons)")
    print(f"  requests that left 127.0.0.1: {figures['outside_requests']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
