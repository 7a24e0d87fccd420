"""The Play page in headless Chromium: a game against the computer, played to the end by
clicking, with the real engine under Pyodide from the site's own files.

Same setup as tests/test_table_page.py (the session's built site and server; every request
routed, nothing may leave 127.0.0.1). The computer's delay is 0 here (``?delay=0``).
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from sitetools import Site
from test_table_page import WAIT_MS, Watch, _context, _page, browser  # noqa: F401

from idiotcore import from_notation, to_notation
from idiotcore.present.bridge import page_words

pytestmark = [pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")]

STORE = "idiot-play/1"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
WORDS = page_words()
SETTLED = "['your-turn', 'over'].includes(document.getElementById('play-app').dataset.state)"


def _settled(page: Any, after_ply: int = -1) -> None:
    page.wait_for_function(f"{SETTLED} && Number(document.getElementById('play-app')"
                           f".dataset.ply) > {after_ply}", timeout=WAIT_MS)


def _ply(page: Any) -> int:
    return int(page.get_attribute("#play-app", "data-ply") or 0)


def _open(page: Any, served: str, seed: int) -> None:
    page.goto(f"{served}play.html?delay=0&seed={seed}")
    _settled(page)


def _start(page: Any, ruleset: str, seats: int) -> None:
    page.select_option("#play-ruleset", ruleset)
    page.select_option("#play-seats", str(seats))
    page.click("#play-new")
    page.wait_for_function(
        f"document.querySelector('#play-log li')?.textContent.includes('{ruleset}, {seats} seats')"
        f" && {SETTLED}", timeout=WAIT_MS)


@pytest.mark.parametrize(("ruleset", "seed"), [("classic", 3), ("extreme", 14)])
def test_a_game_to_the_end_by_clicking(site: Site, served: str, browser: Any,  # noqa: F811
                                       ruleset: str, seed: int) -> None:
    # Seeds where clicking the first legal move ends the game in under 100 clicks (clicking
    # the first move is a poor way to play: with other seeds the person and the computer can
    # pass the pile back and forth for hundreds of moves).
    watch = Watch()
    context = _context(browser, watch)
    try:
        page = _page(context, watch)
        _open(page, served, seed)
        _start(page, ruleset, 2)
        for _ in range(400):
            if page.get_attribute("#play-app", "data-state") == "over":
                break
            moves = page.eval_on_selector_all("#play-legal button", "els => els.map(e => e.textContent)")
            assert moves, page.inner_text("#play-app")
            pick = moves.index("done") if "done" in moves else 0
            before = _ply(page)
            page.locator("#play-legal button").nth(pick).click()
            _settled(page, before)
        assert page.get_attribute("#play-app", "data-state") == "over"
        end = page.inner_text("#play-end")
        assert "the idiot" in end and "🎩" not in end  # the hat is drawn: no emoji font needed
        assert page.get_attribute("#play-end .idiot-play-hat", "aria-label") == "the funny hat"
        assert page.locator("#play-end .idiot-play-hat svg path").count() >= 2
        assert "wins" in end or "win!" in end
        assert page.locator("#play-log li").count() > 3
        assert "table.html#p=" + ruleset in page.get_attribute("#play-table-link", "href")
        assert not watch.outside, watch.outside
        assert not watch.dialogs
    finally:
        context.close()


def test_refused_move_reload_and_clear(site: Site, served: str, browser: Any) -> None:  # noqa: F811
    watch = Watch()
    context = _context(browser, watch, viewport={"width": 390, "height": 844}, is_mobile=True,
                       has_touch=True)
    try:
        page = _page(context, watch)
        _open(page, served, 5)
        # A known table: 7♥ on an 8♦ is refused in classic (C5), and taken back.
        saved = {"notation": "classic/0/You:7H9C::;Bo:3C4C5C::/1.8D/0/0", "seed": "1", "ply": 4,
                 "log": ["New game: classic, 2 seats (You, Bo)."]}
        page.evaluate(f"localStorage.setItem({json.dumps(STORE)}, {json.dumps(json.dumps(saved))})")
        page.reload()
        _settled(page)
        shown = to_notation(from_notation(saved["notation"]).seen_by(0))  # what You may know
        assert page.text_content("#play-notation") == shown and "3C" not in shown
        page.tap('#play-cards button[data-card="7H"]')
        page.tap("#play-play")
        page.wait_for_selector("#play-result:not([hidden]) .idiot-verdict", timeout=WAIT_MS)
        assert "illegal" in page.inner_text("#play-verdict")
        hrefs = page.eval_on_selector_all("#play-rules a", "els => els.map(e => e.href)")
        assert hrefs and hrefs[0] == served + "classic/norske-kortspill-turns.html#c5"
        assert page.text_content("#play-notation") == shown  # taken back
        assert page.evaluate("document.documentElement.scrollWidth") <= 390

        # A real game: a few moves, then a reload resumes the same position and history.
        _start(page, "portuguese", 3)
        for _ in range(3):
            before = _ply(page)
            moves = page.eval_on_selector_all("#play-legal button", "els => els.map(e => e.textContent)")
            page.locator("#play-legal button").nth(moves.index("done") if "done" in moves else 0).click()
            _settled(page, before)
        notation = page.text_content("#play-notation")
        log = page.inner_text("#play-log")
        page.reload()
        _settled(page)
        assert page.text_content("#play-notation") == notation
        assert page.inner_text("#play-log") == log

        # Clear: a new game, the old one forgotten.
        page.click("#play-clear")
        page.wait_for_function("document.querySelectorAll('#play-log li').length === 1 || "
                               "document.getElementById('play-app').dataset.ply !== "
                               f"'{_ply(page)}'", timeout=WAIT_MS)
        _settled(page)
        assert page.inner_text("#play-log li:first-child").startswith("New game")
        assert page.inner_text("#play-log") != log
        assert not watch.outside, watch.outside
        names = {u.rsplit("/", 1)[-1].split("?")[0] for u in watch.requested}
        assert {"play.js", "table-worker.js", "idiotcore.snapshot"} <= names
    finally:
        context.close()


@contextlib.contextmanager
def _play_page(chromium: Any, **options: Any) -> Iterator[Any]:
    """A page in a fresh browser context (every request watched, as in test_table_page)."""
    watch = Watch()
    context = _context(chromium, watch, **options)
    try:
        yield _page(context, watch)
        assert not watch.outside, watch.outside
    finally:
        context.close()


@contextlib.contextmanager
def _opened_at(chromium: Any, served: str, width: int, height: int) -> Iterator[Any]:
    """The Play page at ``width`` × ``height`` (a phone, with touch, below 600 px), the game of
    seed 3 open."""
    phone = width < 600
    with _play_page(chromium, viewport={"width": width, "height": height}, is_mobile=phone,
                    has_touch=phone) as page:
        _open(page, served, 3)
        yield page


def _texts(page: Any, selector: str) -> list[str]:
    return list(page.eval_on_selector_all(selector, "els => els.map(e => e.textContent)"))


def _load_saved(page: Any, served: str, notation: str, delay: int = 0) -> None:
    """Open the Play page on a saved game at ``notation`` (as a reload would resume it)."""
    saved = {"notation": notation, "seed": "1", "ply": 4, "log": ["New game: test."]}
    page.add_init_script(f"localStorage.setItem({json.dumps(STORE)}, "
                         f"{json.dumps(json.dumps(saved))})")
    page.goto(f"{served}play.html?delay={delay}&seed=1")


CARD_CODE = r"\b([2-9TJQKA][CDHS]|RJ|BJ)\b"


def _drawn(page: Any) -> str:
    """Everything the table's drawing, the cards and the move buttons say: their text, their
    titles and every attribute (aria labels included)."""
    return str(page.evaluate("""() => ['play-table', 'play-cards', 'play-legal'].map((id) => {
        const root = document.getElementById(id);
        const parts = [root.textContent];
        for (const el of root.querySelectorAll('*')) {
          for (const a of el.attributes) {
            if (!['d', 'data-card', 'data-move'].includes(a.name)) parts.push(a.value);
          }
        }
        return parts.join(' ');
      }).join(' ')"""))


# Your second column and Bo's first have lost their face-up card: their face-down cards lie bare.
BARE = "extreme/0/You:8H3C:4C--5D:QCKHJS;Bo:9D9SAS:--6D7C:ADKCJH/1.7S/0/0"
HIDDEN = ("QC", "KH", "JS", "AD", "KC", "JH")


def test_s20_3_play_page_never_shows_a_face_down_card(
        site: Site, served: str, browser: Any) -> None:  # noqa: F811
    from idiotcore.lang.card_names import show

    with _play_page(browser) as page:
        _load_saved(page, served, BARE)
        _settled(page)
        for _ in range(4):  # the bare columns, then a few moves on (the computer's too)
            drawn = _drawn(page)
            assert "table" in drawn and "face-down card" in drawn
            shown = [c for c in HIDDEN if c in drawn or show(c) in drawn]
            assert not shown, (shown, drawn[:2000])
            if page.get_attribute("#play-app", "data-state") == "over":
                break
            before = _ply(page)
            page.locator("#play-legal button").first.click()
            _settled(page, before)


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
def test_play_page_your_cards_and_moves_in_view_without_scrolling(
        site: Site, served: str, browser: Any, width: int, height: int) -> None:  # noqa: F811
    with _play_page(browser, viewport={"width": width, "height": height},
                    is_mobile=width < 600, has_touch=width < 600) as page:
        _open(page, served, 3)
        page.wait_for_function("document.getElementById('play-app').dataset.state === 'your-turn'",
                               timeout=WAIT_MS)
        boxes = page.evaluate("""() => [...document.querySelectorAll(
            '#play-cards button, #play-legal button, #play-play, #play-table')].map((el) => {
              const r = el.getBoundingClientRect();
              return {id: el.id || el.textContent, top: r.top, bottom: r.bottom, right: r.right};
            })""")
        assert len(boxes) > 4, boxes
        table = next(b for b in boxes if b["id"] == "play-table")
        assert table["top"] < height * 0.6, table  # the table is on screen with them
        for box in boxes:
            if box is not table:
                assert box["top"] >= 0 and box["bottom"] <= height and box["right"] <= width, box


def test_play_page_plays_the_rest_at_once_when_you_are_out(
        site: Site, served: str, browser: Any) -> None:  # noqa: F811
    with _play_page(browser) as page:
        # You are out; the computer pauses a minute before each move (?delay=60000).
        _load_saved(page, served, "classic/1/You:::;Bo:3C4C5C:6C7C8C:9CTCJC;"
                    "Cy:3D4D5D:6D7D8D:9DTDJD/-/0/0", delay=60000)
        page.wait_for_selector("#play-rest:not([hidden])", timeout=WAIT_MS)
        page.click("#play-rest")
        page.wait_for_function("document.getElementById('play-app').dataset.state === 'over'",
                               timeout=WAIT_MS)
        log = _texts(page, "#play-log li")
        assert len(log) > 10 and any(line.startswith("Bo plays ") for line in log), log
        assert "the idiot" in page.inner_text("#play-end")


def test_play_page_moves_in_symbols_log_by_name_and_what_a_2_lacks(
        site: Site, served: str, browser: Any) -> None:  # noqa: F811
    with _play_page(browser) as page:
        # Portuguese: a 2 is laid together with the card that sets the new number (P5).
        _load_saved(page, served, "portuguese/0/You:2H7C9D4S::;Bo:3C8C9C::/1.6D/0/0")
        _settled(page)
        labels = _texts(page, "#play-legal button")
        assert "play 7♣" in labels and not [t for t in labels if re.search(CARD_CODE, t)], labels
        page.click('#play-cards button[data-card="2H"]')
        page.click("#play-play")
        page.wait_for_selector("#play-cards-message:not([hidden])", timeout=WAIT_MS)
        message = page.inner_text("#play-cards-message")
        assert "four" not in message and "2♥" in message and "(P5)" in message, message
        ways = _texts(page, "#play-legal button")
        assert ways and all(w.startswith("play 2♥ ") for w in ways), ways
        before = _ply(page)
        page.locator("#play-legal button", has_text="play 2♥ 7♣").click()
        _settled(page, before)
        log = _texts(page, "#play-log li")
        assert "You play 2♥ 7♣." in log, log
        assert any(line.startswith("Bo ") for line in log[log.index("You play 2♥ 7♣."):]), log
        assert not [line for line in log if re.search(r"\bto \d|You: ", line)], log


def test_p01_seats_follow_the_ruleset_and_portuguese_seats_seven(
        site: Site, served: str, browser: Any) -> None:  # noqa: F811
    # Issue 13: the Portuguese version takes up to nine players (a deck for every three, P1);
    # the others five. The seat choices follow the ruleset, and a seven-seat Portuguese game
    # is dealt.
    watch = Watch()
    context = _context(browser, watch)
    try:
        page = _page(context, watch)
        _open(page, served, 2)
        disabled = "els => els.filter(e => e.disabled).map(e => e.value)"
        page.select_option("#play-ruleset", "classic")
        assert page.eval_on_selector_all("#play-seats option", disabled) == ["6", "7", "8", "9"]
        page.select_option("#play-ruleset", "portuguese")
        assert page.eval_on_selector_all("#play-seats option", disabled) == []
        _start(page, "portuguese", 7)  # waits for "portuguese, 7 seats" in the log
        assert "Fay, Gus)" in page.inner_text("#play-log")
        page.select_option("#play-ruleset", "extreme")
        assert page.input_value("#play-seats") == "5", "more seats than the ruleset takes"
        assert not watch.outside and not watch.dialogs
    finally:
        context.close()


def _inside(box: dict[str, float], width: int, height: int) -> bool:
    return (box["width"] > 0 and box["x"] >= 0 and box["y"] >= 0
            and box["x"] + box["width"] <= width and box["y"] + box["height"] <= height)


def test_play_page_errors_of_a_typed_move_show_beside_it_on_a_phone(
        site: Site, served: str, browser: Any) -> None:  # noqa: F811
    # On a phone the page's top is a screen away from the box a move is typed in: its error and
    # its verdict show beside the box, in view (the tap does something you can see).
    with _play_page(browser, **PHONE) as page:
        _load_saved(page, served, "classic/0/You:7H9C::;Bo:3C4C5C::/1.8D/0/0")
        _settled(page)
        page.locator("#play-submit").scroll_into_view_if_needed()
        assert page.evaluate("document.getElementById('play-status').getBoundingClientRect()"
                             ".bottom") < 0  # the page's own message line (under it) is far above
        page.fill("#play-move", "dance")
        page.tap("#play-submit")
        page.wait_for_selector("#play-move-message:not([hidden])", timeout=WAIT_MS)
        assert "dance" in page.inner_text("#play-move-message")
        assert page.is_hidden("#play-message")
        box = page.locator("#play-move-message").bounding_box()
        assert box and _inside(box, 390, 844), box
        # A move the rules refuse (7♥ on 8♦, C5): its verdict in view, the error gone.
        page.fill("#play-move", "play 7H")
        page.tap("#play-submit")
        page.wait_for_selector("#play-result:not([hidden]) .idiot-verdict", timeout=WAIT_MS)
        assert page.is_hidden("#play-move-message")
        box = page.locator("#play-verdict").bounding_box()
        assert box and _inside(box, 390, 844), box


def _step(page: Any) -> str:
    return str(page.text_content("#play-step"))


def test_s4_a_four_by_tapping_on_a_phone(site: Site, served: str, browser: Any) -> None:  # noqa: F811
    # Seed 37 deals You Q♦ 7♠ 4♣ in a three-seat Extreme game, your turn first; seed 0 a 4♦
    # with a face-up 2♦ (tests/test_play_bridge.py checks these deals).
    with _play_page(browser, **PHONE) as page:
        _open(page, served, 37)
        _start(page, "extreme", 3)
        # The black four (§4.1): the four, then the card to give, then the player.
        assert _step(page) == ""
        page.tap('#play-cards button[data-card="4C"]')
        assert _step(page) == WORDS["page.STEP_GIVE_CARD"]
        page.tap('#play-cards button[data-card="7S"]')
        assert page.get_attribute('#play-cards button[data-card="7S"]', "data-gift") == "gift"
        assert _step(page).startswith(WORDS["page.STEP_GIVE_TO"].split("{")[0] + "7♠")
        assert _texts(page, "#play-give-to button") == ["Bo", "Cy"]
        targets = page.eval_on_selector_all("#play-table svg .idiot-seat-target",
                                            "els => els.map(e => e.dataset.seat)")
        assert targets == ["1", "2"]
        before = _ply(page)
        page.tap('#play-table svg [data-seat="2"]')  # Cy's place on the table
        _settled(page, before)
        assert "You play 4♣ and give 7♠ to Cy." in _texts(page, "#play-log li")
        assert _step(page) == "" or page.get_attribute("#play-app", "data-state") == "over"

        # The red four (§4.2): the four, then the face-up card to throw out.
        page.goto(f"{served}play.html?delay=0&seed=0")
        _settled(page)
        _start(page, "extreme", 3)
        assert not page.locator('#play-cards button[data-card="2D"]').count()
        page.tap('#play-cards button[data-card="4D"]')
        assert _step(page).startswith(WORDS["page.STEP_THROW"])
        assert "4♦" in _step(page)  # or the 4 alone: the throw is not compulsory
        before = _ply(page)
        page.tap('#play-cards button[data-card="2D"]')  # the face-up 2♦, offered now
        _settled(page, before)
        assert "You play 4♦ and throw 2♦." in _texts(page, "#play-log li")


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 900)])
def test_play_page_board_uses_the_width_with_ranks_legible(
        site: Site, served: str, browser: Any, width: int, height: int) -> None:  # noqa: F811
    phone = width < 600
    with _opened_at(browser, served, width, height) as page:
        _start(page, "classic", 5)
        board = page.evaluate("""() => {
            const svg = document.querySelector('#play-table svg');
            return {svg: svg.getBoundingClientRect().width,
                    column: document.getElementById('play-table').clientWidth}; }""")
        if phone:
            assert board["svg"] >= 0.9 * width, board
        else:
            assert board["svg"] >= 0.95 * board["column"] and board["svg"] > 400, board
        # Every rank drawn (the bold corner text of a face-up card), at 12 px or more.
        ranks = page.eval_on_selector_all(
            '#play-table svg text[font-size="12"][font-weight="bold"]',
            """els => els.map((t) => [t.textContent,
                parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a,
                t.getBoundingClientRect().height])""")
        assert len(ranks) >= 5 * 3, ranks  # three face-up cards a seat at least
        small = [r for r in ranks if r[1] < 12 or r[2] < 12]
        assert not small, small


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 900)])
def test_play_page_back_to_top_leaves_the_pile_label_free(
        site: Site, served: str, browser: Any, width: int, height: int) -> None:  # noqa: F811
    with _opened_at(browser, served, width, height) as page:
        page.evaluate("document.querySelector('.idiot-play-board').scrollIntoView()")
        page.wait_for_timeout(500)  # the theme hears the scroll (and hides its button) first
        boxes = page.evaluate("""() => {
            document.documentElement.classList.add('show-back-to-top');  // as the theme shows it
            const box = (el) => { const r = el.getBoundingClientRect();
              return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
            const pile = [...document.querySelectorAll('#play-table svg text')]
              .find((t) => t.textContent.startsWith('Pile'));
            return {button: box(document.querySelector('.back-to-top')), pile: box(pile)}; }""")
        button, pile = boxes["button"], boxes["pile"]
        assert button["right"] > button["left"], boxes  # shown
        apart = (button["right"] <= pile["left"] or pile["right"] <= button["left"]
                 or button["bottom"] <= pile["top"] or pile["bottom"] <= button["top"])
        assert apart, boxes


def test_the_seat_menu_and_the_words_about_it_agree(site: Site) -> None:
    text = site.html("play")
    menu = [int(n) for n in re.findall(r'<option value="(\d)"', text)]
    most = {name: int(n) for name, n in re.findall(
        r'<option value="([a-z]+)" data-max-players="(\d+)"', text)}
    note = re.search(r'id="play-seats-note">([^<]*)<', text)
    assert note and menu == list(range(2, 10)) and most["portuguese"] == 9, (menu, most)
    assert note.group(1) == "You and 1 to 4 computer opponents (up to 8 in portuguese).", note
    assert "one to four" not in text and "🎩" not in text
