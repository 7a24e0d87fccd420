"""The Learn page in headless Chromium: the course's lessons played by clicking, by keyboard and
on a phone, with the real engine under Pyodide from the site's own files.

Same setup as tests/test_table_page.py (the session's built site and server; every request
routed, nothing may leave 127.0.0.1). The moves that solve a lesson come from the engine
(:attr:`idiotcore.present.lessons.Lesson.solution`), never written here.
"""

from __future__ import annotations

import contextlib
import html
import itertools
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from sitetools import Site
from test_table_page import WAIT_MS, Watch, _context, _page, browser  # noqa: F401

from idiotcore import parse_move
from idiotcore.model.rulebook import url
from idiotcore.present import web
from idiotcore.present.lessons import Lesson, load

pytestmark = [pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")]

LESSONS = load()
STORE = "idiot-learn/1"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def _ready(page: Any, lesson_id: str) -> None:
    page.wait_for_function(
        "(id) => { const a = document.getElementById('learn-app');"
        " return a.dataset.lesson === id && a.dataset.state === 'your-turn'; }",
        arg=lesson_id, timeout=WAIT_MS)


def _answered(page: Any, attempts: int) -> None:
    page.wait_for_function(
        "(n) => { const a = document.getElementById('learn-app');"
        " return Number(a.dataset.attempts) === n && a.dataset.state !== 'thinking'; }",
        arg=attempts, timeout=WAIT_MS)


@contextlib.contextmanager
def _learn(browser: Any, served: str, hash_: str = "", **options: Any  # noqa: F811
           ) -> Iterator[tuple[Any, Watch]]:
    watch = Watch()
    context = _context(browser, watch, **options)
    try:
        page = _page(context, watch)
        page.goto(f"{served}learn.html{hash_}")
        yield page, watch
        assert not watch.outside, watch.outside
        assert not watch.dialogs, watch.dialogs
    finally:
        context.close()


TYPED = {"claim", "report", "join"}
"""The kinds of move made between turns, which the page has no button for: typed."""


def _click_move(page: Any, move: str, tap: bool = False) -> None:
    """Make one move as a person does: tap its cards, then Play (or, for a play that needs
    more, such as a four's gift, the button of the whole move, listed once the cards are
    selected); a claim, a report or a join by typing it; any other move by its button."""
    press = page.tap if tap else page.click
    parsed = parse_move(move)
    if parsed.kind in TYPED:
        page.fill("#learn-move-text", move)
        press("#learn-type-try")
        return
    if parsed.kind != "play":
        press(f'#learn-moves button[data-move="{move}"]')
        return
    # Cards are tapped once the page waits for a move (not still busy with the last one, whose
    # answer would draw the hand anew and drop the selection), as a person waits to see them.
    page.wait_for_selector("#learn-type-try:not([disabled])", timeout=WAIT_MS)
    for card in parsed.cards:
        press(f'#learn-cards button[data-card="{card}"]')
    if str(parsed) == "play " + " ".join(parsed.cards):
        page.wait_for_selector("#learn-play:not([disabled])", timeout=WAIT_MS)
        press("#learn-play")
    else:
        press(f'#learn-moves button[data-move="{parsed}"]')


def _solve(page: Any, lesson: Lesson, done_before: int = 0, tap: bool = False) -> None:
    assert lesson.solution, f"{lesson.id}: no solution"
    for i, move in enumerate(lesson.solution):
        _click_move(page, move, tap)
        _answered(page, done_before + i + 1)
    page.wait_for_selector("#learn-won:not([hidden])", timeout=WAIT_MS)


def _map_stars(page: Any) -> dict[str, int]:
    return dict(page.eval_on_selector_all(
        "#learn-map a[data-lesson]",
        "els => els.map(a => [a.dataset.lesson, Number(a.querySelector('[data-stars]')"
        ".dataset.stars)])"))


def test_the_first_three_lessons_by_clicking(site: Site, served: str, browser: Any  # noqa: F811
                                             ) -> None:
    with _learn(browser, served) as (page, _):
        for lesson, following in itertools.pairwise(LESSONS[:4]):
            _ready(page, lesson.id)
            assert page.text_content("#learn-title") == lesson.title
            assert page.text_content("#learn-goal") == lesson.goal
            hrefs = page.eval_on_selector_all("#learn-rules a", "els => els.map(e => e.href)")
            assert hrefs[0] == served + url(lesson.rules[0])  # the lesson links its paragraph
            _solve(page, lesson)
            assert page.get_attribute("#learn-won", "data-stars") == "3"
            assert page.get_attribute("#learn-status-line", "data-kind") == "reached"
            assert _map_stars(page)[lesson.id] == 3
            # No auto-advance: the lesson stays until "Next lesson".
            page.wait_for_timeout(300)
            assert page.get_attribute("#learn-app", "data-lesson") == lesson.id
            page.click("#learn-next")
            _ready(page, following.id)


def _tab_to(page: Any, selector: str, most: int = 120) -> None:
    for _ in range(most):
        if page.evaluate("(s) => document.activeElement?.matches(s) ?? false", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def test_a_lesson_by_keyboard_only(site: Site, served: str, browser: Any) -> None:  # noqa: F811
    lesson = next(one for one in LESSONS if one.par >= 2)  # several moves, the turn kept
    with _learn(browser, served) as (page, _):
        _ready(page, LESSONS[0].id)
        _tab_to(page, f'#learn-map a[data-lesson="{lesson.id}"]')
        page.keyboard.press("Enter")
        _ready(page, lesson.id)
        assert page.evaluate("document.activeElement.id") == "learn-title"
        for i, move in enumerate(lesson.solution):
            words = move.split()
            if words[0] == "play":
                for card in words[1:]:
                    _tab_to(page, f'#learn-cards button[data-card="{card}"]')
                    page.keyboard.press("Space")
                    page.wait_for_selector(f'#learn-cards button[data-card="{card}"]'
                                           '[aria-pressed="true"]', timeout=WAIT_MS)
                _tab_to(page, "#learn-play")
            else:
                _tab_to(page, f'#learn-moves button[data-move="{move}"]')
            page.keyboard.press("Enter")
            _answered(page, i + 1)
            # The keyboard stays where the play goes on: the cards or moves, then Next.
            where = ("#learn-next" if i == len(lesson.solution) - 1
                     else "#learn-cards button, #learn-moves button")
            page.wait_for_function("(s) => document.activeElement?.matches(s)", arg=where,
                                   timeout=WAIT_MS)
        page.wait_for_selector("#learn-won:not([hidden])", timeout=WAIT_MS)
        assert page.get_attribute("#learn-won", "data-stars") == "3"
        assert page.get_attribute("#learn-feedback", "aria-live") == "polite"


def test_a_wrong_move_shows_the_verdict_with_its_paragraph(site: Site, served: str,
                                                          browser: Any) -> None:  # noqa: F811
    lesson = next(one for one in LESSONS if one.wrong[0].rule is not None)
    wrong = lesson.wrong[0]
    expected = json.loads(web.lesson_try(lesson.id, lesson.position, wrong.move))
    with _learn(browser, served, f"#lesson={lesson.id}") as (page, _):
        _ready(page, lesson.id)
        assert page.is_hidden("#learn-hint")
        for attempt in (1, 2):
            _click_move(page, wrong.move)
            _answered(page, attempt)
            assert page.text_content("#learn-status-line") == expected["status"]
            assert "illegal" in page.inner_text("#learn-verdict")
            assert expected["message"] in page.inner_text("#learn-verdict")
            hrefs = page.eval_on_selector_all("#learn-cited a", "els => els.map(e => e.href)")
            assert hrefs and hrefs[0] == served + url(wrong.rule or "")
            # The hint only after two misses.
            assert page.is_visible("#learn-hint") == (attempt == 2)
        assert lesson.hint in page.text_content("#learn-hint")
        # The paragraph the link names exists in the site.
        page_file, anchor = url(wrong.rule or "").split("#")
        assert f'id="{anchor}"' in site.html(page_file.removesuffix(".html"))
        _solve(page, lesson, done_before=2)
        won = int(page.get_attribute("#learn-won", "data-stars") or 0)
        assert won == json.loads(web.lesson_try(lesson.id, lesson.position, lesson.solution[0],
                                                3))["stars"] == 2


def test_stars_survive_a_reload_and_forget_clears_them(site: Site, served: str,
                                                       browser: Any) -> None:  # noqa: F811
    first, second = LESSONS[0], LESSONS[1]
    with _learn(browser, served) as (page, _):
        _ready(page, first.id)
        _solve(page, first)
        page.reload()
        _ready(page, second.id)  # the first lesson not yet done
        stars = _map_stars(page)
        assert stars[first.id] == 3 and stars[second.id] == 0
        assert json.loads(page.evaluate(f"localStorage.getItem({json.dumps(STORE)})")) == {
            "stars": {first.id: 3}}
        page.click("#learn-forget")
        page.wait_for_function("document.getElementById('learn-forgotten').textContent !== ''",
                               timeout=WAIT_MS)
        assert set(_map_stars(page).values()) == {0}
        page.reload()
        _ready(page, first.id)
        assert set(_map_stars(page).values()) == {0}
        assert page.evaluate(f"localStorage.getItem({json.dumps(STORE)})") is None


def _ways(lesson: Lesson) -> tuple[str, ...]:
    """The kinds of move a lesson's solution takes on the page (a play, with a gift or a throw,
    a flip, a pickup, a move by another seat …)."""
    assert lesson.solution, f"{lesson.id}: no solution"
    moves = [parse_move(text) for text in lesson.solution]
    return tuple(sorted({f"{m.kind}{'+give' if m.give else ''}{'+throw' if m.throw else ''}"
                         f"{'+actor' if m.actor else ''}" for m in moves}))


def test_every_lesson_is_reachable_from_the_map_and_played_to_its_goal(
        site: Site, served: str, browser: Any) -> None:  # noqa: F811
    """Every lesson opens from the map; the first lesson of each part and of each way of
    solving one are played to their goal by clicking (every lesson's goal is checked against the
    engine, through the same judge the page asks, by tests/test_lessons.py)."""
    seen: set[object] = set()
    played = []
    for lesson in LESSONS:
        if lesson.part not in seen or _ways(lesson) not in seen:
            seen |= {lesson.part, _ways(lesson)}
            played.append(lesson.id)
    with _learn(browser, served) as (page, watch):
        _ready(page, LESSONS[0].id)
        listed = page.eval_on_selector_all("#learn-map a[data-lesson]",
                                           "els => els.map(a => a.dataset.lesson)")
        assert listed == [lesson.id for lesson in LESSONS]
        for lesson in LESSONS:
            page.click(f'#learn-map a[data-lesson="{lesson.id}"]')
            _ready(page, lesson.id)
            assert page.text_content("#learn-title") == lesson.title
            assert page.text_content("#learn-text") == lesson.text
            assert page.locator("#learn-table svg").count() == 1
            if lesson.id in played:
                _solve(page, lesson)
                assert page.get_attribute("#learn-won", "data-stars") == "3", lesson.id
        assert {k for k, v in _map_stars(page).items() if v == 3} == set(played)
        assert all(re.match(r"http://127\.0\.0\.1:\d+/", u) or u.startswith(("data:", "blob:"))
                   for u in watch.requested)


def test_a_phone_lesson_by_tapping_with_big_card_buttons(site: Site, served: str,
                                                         browser: Any) -> None:  # noqa: F811
    lesson = LESSONS[0]
    with _learn(browser, served, **PHONE) as (page, _):
        _ready(page, lesson.id)
        boxes = page.eval_on_selector_all(
            "#learn-cards button, #learn-play, #learn-next, #learn-map a",
            "els => els.map(e => { const r = e.getBoundingClientRect();"
            " return [r.width, r.height]; })")
        assert boxes and all(w >= 44 and h >= 44 for w, h in boxes), boxes
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        _solve(page, lesson, tap=True)
        assert page.get_attribute("#learn-won", "data-stars") == "3"


def test_every_lesson_is_linked_from_its_rules(site: Site) -> None:
    missing = []
    for lesson in LESSONS:
        for rule in lesson.rules:
            page, _ = url(rule).split("#")
            depth = page.count("/")
            href = "../" * depth + f"learn.html#lesson={lesson.id}"
            text = site.html(page.removesuffix(".html"))
            if f'href="{html.escape(href)}"' not in text:
                missing.append(f"{rule} ({page}): no link to {lesson.id}")
    assert not missing, "\n".join(missing)
    assert "Practise this rule" in site.html("classic/norske-kortspill")


def test_the_home_page_starts_with_the_path_for_a_newcomer(site: Site) -> None:
    whole = site.html("index")
    text = whole[whole.index("<article"):]  # the page itself, not the theme's navigation
    start = text.index('id="start-here"')
    assert start < text.index("extreme/index.html")  # before the reference material
    path = text[start:text.index("</section>", start)]
    assert 'href="learn.html"' in path and f'href="learn.html#lesson={LESSONS[0].id}"' in path
    link = "extreme/s01-course-of-play.html#goes-on-what-may-follow"  # the §1 table
    assert f'href="{link}"' in path
    assert 'id="goes-on-what-may-follow"' in site.html("extreme/s01-course-of-play")


def test_s4_the_fours_lessons_by_tapping_step_by_step_on_a_phone(
        site: Site, served: str, browser: Any) -> None:  # noqa: F811
    # The lesson that teaches the black four's gift (§4.1) and the one of the red four's throw
    # (§4.2), found by their rules, played by tapping: the four, then the card to give and the
    # player who gets it (their place on the table), or the face-up card to throw out; the page
    # says at each step what is missing.
    from idiotcore.present.bridge import page_words

    words = page_words()
    gift = next(one for one in LESSONS
                if one.rules[0] == "§4.1" and parse_move(one.solution[0]).give)
    throw = next(one for one in LESSONS
                 if one.rules[0] == "§4.2" and parse_move(one.solution[0]).throw)
    with _learn(browser, served, f"#lesson={gift.id}", **PHONE) as (page, _):
        _ready(page, gift.id)
        move = parse_move(gift.solution[0])
        assert move.give and len(move.cards) == 1
        card, seat = move.give
        assert page.text_content("#learn-step") == ""
        page.tap(f'#learn-cards button[data-card="{move.cards[0]}"]')
        assert page.text_content("#learn-step") == words["page.STEP_GIVE_CARD"]
        page.tap(f'#learn-cards button[data-card="{card}"]')
        assert page.get_attribute(f'#learn-cards button[data-card="{card}"]', "data-gift")
        step = str(page.text_content("#learn-step"))
        assert step.startswith(words["page.STEP_GIVE_TO"].split("{")[0]), step
        names = page.eval_on_selector_all("#learn-give-to button",
                                          "els => els.map(e => e.textContent)")
        assert names == ["You", "Bo"], names  # any player may be tried: the engine says
        page.tap(f'#learn-table svg [data-seat="{seat}"]')
        _answered(page, 1)
        page.wait_for_selector("#learn-won:not([hidden])", timeout=WAIT_MS)
        assert page.get_attribute("#learn-won", "data-stars") == "3"

        page.goto(f"{served}learn.html#lesson={throw.id}")
        _ready(page, throw.id)
        move = parse_move(throw.solution[0])
        assert move.throw and len(move.cards) == 1
        page.tap(f'#learn-cards button[data-card="{move.cards[0]}"]')
        assert str(page.text_content("#learn-step")).startswith(words["page.STEP_THROW"])
        page.tap(f'#learn-cards button[data-card="{move.throw}"]')  # a face-up card
        _answered(page, 1)
        page.wait_for_selector("#learn-won:not([hidden])", timeout=WAIT_MS)
        assert page.get_attribute("#learn-won", "data-stars") == "3"


def _document_box(page: Any, selector: str) -> dict[str, float]:
    """Where ``selector`` lies in the page (not the viewport): top, bottom, left, right."""
    return dict(page.eval_on_selector(
        selector, "e => { const r = e.getBoundingClientRect(); return {top: r.top + scrollY,"
        " bottom: r.bottom + scrollY, left: r.left, right: r.right}; }"))


def _on_screen(page: Any, selector: str) -> None:
    """Wait until ``selector``'s box lies wholly inside the viewport (the page may scroll
    smoothly to it)."""
    page.wait_for_function(
        "(s) => { const r = document.querySelector(s).getBoundingClientRect();"
        " return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight"
        " && r.right <= innerWidth; }", arg=selector, timeout=5000)


FIRST_SCREEN = ("classic-1", "conduct-1", "extreme-9")
"""The lesson "Start here" opens, the one with the longest text, one with three players."""


def test_a_fresh_phone_visit_shows_the_goal_and_cards_on_the_first_screen(
        site: Site, served: str, browser: Any) -> None:  # noqa: F811
    """From the home page's "Start here" on a phone (390 × 844, nothing stored), a lesson's
    goal, table and cards are on the first screen; the introduction follows the lesson, open on
    this first visit and folded on the next (kept on the device like the stars, cleared with
    them)."""
    watch = Watch()
    context = _context(browser, watch, **PHONE)
    try:
        page = _page(context, watch)
        page.goto(f"{served}index.html")
        page.tap(f'#start-here a[href="learn.html#lesson={LESSONS[0].id}"]')
        page.wait_for_selector("#learn-app", timeout=WAIT_MS)
        for lesson_id in FIRST_SCREEN:
            if lesson_id != LESSONS[0].id:
                page.goto(f"{served}learn.html#lesson={lesson_id}")
                page.reload()
            _ready(page, lesson_id)
            page.evaluate("window.scrollTo(0, 0)")
            assert page.evaluate("scrollY") == 0
            for part in ("#learn-goal", "#learn-table svg", "#learn-cards"):
                box = _document_box(page, part)
                assert box["top"] >= 0 and box["bottom"] <= 844, (lesson_id, part, box)
                assert box["right"] <= 390, (lesson_id, part, box)
            assert page.locator("#learn-cards button").count() >= 1
            assert _document_box(page, "#learn-intro")["top"] > _document_box(
                page, "#learn-cards")["bottom"]
            # The first visit (this context's first page) opens the introduction, later ones
            # find it folded.
            assert page.evaluate("document.getElementById('learn-intro').open") == (
                lesson_id == LESSONS[0].id), lesson_id
        assert "Play the selected" in (page.text_content("#learn-intro") or "")  # the page's own text
        page.click("#learn-forget")
        page.reload()
        _ready(page, FIRST_SCREEN[-1])
        assert page.evaluate("document.getElementById('learn-intro').open")
        assert not watch.outside and not watch.dialogs, (watch.outside, watch.dialogs)
    finally:
        context.close()


def test_on_a_phone_a_refused_typed_move_is_answered_in_view(
        site: Site, served: str, browser: Any) -> None:  # noqa: F811
    """On a phone, a typed move the engine can't read shows its error right under the box, in
    view (not at the top of the page), and goes away with the next answer; a typed move the
    rules refuse shows its answer in view too."""
    lesson = next(one for one in LESSONS
                  if any(parse_move(w.move).kind in TYPED and w.rule for w in one.wrong))
    wrong = next(w for w in lesson.wrong if parse_move(w.move).kind in TYPED and w.rule)
    with _learn(browser, served, f"#lesson={lesson.id}", **PHONE) as (page, _):
        _ready(page, lesson.id)
        page.fill("#learn-move-text", "claim two")
        page.tap("#learn-type-try")
        page.wait_for_selector("#learn-type-error:not([hidden])", timeout=WAIT_MS)
        assert "can't be judged" in page.text_content("#learn-type-error")
        _on_screen(page, "#learn-type-error")
        assert page.is_hidden("#learn-message")
        assert page.get_attribute("#learn-move-text", "aria-invalid") is not None
        page.fill("#learn-move-text", wrong.move)
        page.tap("#learn-type-try")
        _answered(page, 1)
        assert page.is_hidden("#learn-type-error")
        assert page.get_attribute("#learn-status-line", "data-kind") == "miss"
        _on_screen(page, "#learn-status-line")
        _on_screen(page, "#learn-verdict")
