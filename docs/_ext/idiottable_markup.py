"""The Table, Play and Learn pages' HTML, worded from the catalogue (``site.*``) and nowhere else."""

from __future__ import annotations

import html
import json

from idiotcore.lang.wording import phrase
from idiotcore.model.position import MAX_PLAYERS, MIN_PLAYERS
from idiotcore.model.rulesets import PRESETS
from idiotcore.play.game import DEFAULT_NAMES
from idiotcore.present.bridge import page_catalogue


def _w(key: str, **slots: str | int | tuple[str, ...]) -> str:
    """The template ``key`` (``site.*``) of the catalogue, filled and escaped for HTML (text or an
    attribute's value)."""
    return html.escape(phrase(key, **slots))


def _options(values: list[tuple[str, str]], selected: str) -> str:
    return "".join(f'<option value="{html.escape(v)}"{" selected" if v == selected else ""}>'
                   f"{html.escape(label)}</option>" for v, label in values)


_FAMILY_LABELS = {"extreme": "site.RULESET_EXTREME"}
"""The label of a ruleset of a family (the others: ``site.RULESET_CLASSIC``, Idiot)."""


def _ruleset_options(selected: str) -> str:
    """The ruleset choices, every preset with its family and the most players it takes (the
    pages offer no more seats than that: ``limitSeats`` in ``engine-client.js``)."""
    return "".join(
        f'<option value="{html.escape(name)}" data-max-players="{r.max_players}"'
        f'{" selected" if name == selected else ""}>'
        f"{_w(_FAMILY_LABELS.get(r.family, 'site.RULESET_CLASSIC'), ruleset=name)}</option>"
        for name, r in PRESETS.items())


def _words() -> str:
    """The templates the page's script words its labels and messages with (``word`` in
    ``engine-client.js``), from the engine's catalogue in the page's language, as JSON inside a
    script element (a ``<`` escaped, so no text can close it), put before the app's element
    (whose content holds no script): the page is in its language before Python has loaded."""
    text = json.dumps(page_catalogue(), ensure_ascii=False, sort_keys=True).replace("<", "\\u003c")
    return f'<script type="application/json" id="idiot-words">{text}</script>'


def _app_head(prefix: str, page: str) -> str:
    """The loading status, the no-JavaScript notice and the message line of an app page
    (``page``: the key of its name, ``site.TABLE_PAGE``)."""
    return f"""<p class="idiot-app-status" id="{prefix}-status" role="status" aria-live="polite">
{_w("site.LOADING")}</p>
<noscript><p class="idiot-app-message">{_w("site.NEEDS_JAVASCRIPT", page=phrase(page))}</p>
</noscript>
<p class="idiot-app-message" id="{prefix}-message" role="alert" hidden></p>"""


def app_markup() -> str:
    """The controls of the Table page; ``table.js`` brings them to life."""
    rulesets = _ruleset_options("extreme")
    players = _options([(str(n), str(n)) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)], "3")
    seat_names = html.escape(json.dumps(list(DEFAULT_NAMES)), quote=True)
    return f"""
{_words()}
<div class="idiot-app" id="idiot-app" data-state="loading" data-seat-names="{seat_names}">
{_app_head("table", "site.TABLE_PAGE")}

<section class="idiot-app-box" aria-labelledby="table-h-position">
<h2 class="idiot-app-h" id="table-h-position">{_w("site.THE_TABLE")}</h2>
<div class="idiot-app-row">
<label>{_w("site.RULESET")} <select id="table-ruleset">{rulesets}</select></label>
<label>{_w("site.PLAYERS")} <select id="table-players">{players}</select></label>
<button type="button" id="table-deal">{_w("site.DEAL")}</button>
<button type="button" id="table-clear">{_w("site.EMPTY_TABLE")}</button>
</div>
<div class="idiot-table-view" id="table-before" aria-live="polite"></div>
<p class="idiot-app-notation">{_w("site.POSITION")} <code id="table-notation"></code></p>
<details class="idiot-app-details" id="table-paste-box">
<summary>{_w("site.PASTE")}</summary>
<textarea id="table-paste" rows="4" spellcheck="false"
 placeholder="extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"></textarea>
<div class="idiot-app-row">
<button type="button" id="table-load">{_w("site.SET_UP")}</button></div>
<p class="idiot-app-message" id="table-paste-message" role="alert" hidden></p>
</details>
<details class="idiot-app-details" id="table-edit-box">
<summary>{_w("site.BUILD")}</summary>
<div id="table-editor"></div>
</details>
</section>

<section class="idiot-app-box" aria-labelledby="table-h-move">
<h2 class="idiot-app-h" id="table-h-move">{_w("site.THE_MOVE")}</h2>
<form class="idiot-app-row" id="table-move-form" autocomplete="off">
<label class="idiot-app-grow">{_w("site.MOVE")} <input id="table-move" type="text" maxlength="300"
 placeholder="{_w("site.MOVE_EXAMPLE")}" spellcheck="false" autocapitalize="off"></label>
<button type="submit" id="table-check">{_w("site.CHECK")}</button>
</form>
<p class="idiot-app-message" id="table-move-message" role="alert" hidden></p>
<div class="idiot-app-row">
<button type="button" id="table-legal">{_w("site.LIST_LEGAL")}</button>
<button type="button" id="table-back" disabled>{_w("site.STEP_BACK")}</button>
<button type="button" id="table-copy">{_w("site.COPY_LINK")}</button>
<span class="idiot-app-copied" id="table-copied" role="status" aria-live="polite"></span>
</div>
<div class="idiot-app-row" id="table-link-box" hidden>
<label class="idiot-app-grow">{_w("site.LINK")}
<input id="table-link" type="text" readonly></label>
</div>
<ul class="idiot-app-moves" id="table-legal-list" hidden></ul>
</section>

<section class="idiot-app-box" id="table-result" aria-labelledby="table-h-verdict" hidden>
<h2 class="idiot-app-h" id="table-h-verdict">{_w("site.THE_VERDICT")}</h2>
<p class="idiot-app-judged" id="table-judged"></p>
<div id="table-verdict" role="status" aria-live="polite" aria-atomic="true"></div>
<p class="idiot-app-rules" id="table-rules-line">{_w("site.RULES_CITED")}
<span id="table-rules"></span></p>
<p id="table-after-note"></p>
<div class="idiot-table-view" id="table-after"></div>
<p class="idiot-app-notation">{_w("site.AFTER")} <code id="table-after-notation"></code></p>
<div class="idiot-app-row">
<button type="button" id="table-continue">{_w("site.GO_ON")}</button></div>
</section>
</div>
"""


def _cards(prefix: str) -> str:
    """The player's cards to tap, what a play built by tapping still lacks (a four's gift or
    throw: ``play-steps.js``) with the players who may get a gift, and the buttons under them
    (the Play and the Learn page)."""
    return f"""<div class="idiot-play-cards" id="{prefix}-cards" role="group"
 aria-label="{_w("site.YOUR_CARDS")}"></div>
<p class="idiot-play-step" id="{prefix}-step" role="status" aria-live="polite"></p>
<div class="idiot-app-row idiot-play-give-to" id="{prefix}-give-to" role="group"
 aria-label="{_w("site.GIVE_TO_WHOM")}" hidden></div>
<div class="idiot-app-row">
<button type="button" id="{prefix}-play" disabled>{_w("site.PLAY_SELECTED")}</button>
<button type="button" id="{prefix}-unselect">{_w("site.UNSELECT")}</button>"""


def _seats_note() -> str:
    """How many computer opponents the seat menu offers, from the rulesets themselves (five
    players at most, nine in the Portuguese version, P1), so the page says what the menu does."""
    usual = min(rules.max_players for rules in PRESETS.values())
    most = max(rules.max_players for rules in PRESETS.values())
    more = tuple(name for name, rules in PRESETS.items() if rules.max_players == most)
    return _w("site.SEATS_NOTE", fewest=MIN_PLAYERS - 1, usual=usual - 1, most=most - 1,
              rulesets=more)


def play_markup() -> str:
    """The controls of the Play page; ``play.js`` brings them to life."""
    rulesets = _ruleset_options("classic")
    seats = _options([(str(n), phrase("site.SEATS_OPTION", seats=n, others=n - 1))
                      for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)], "3")
    return f"""
{_words()}
<div class="idiot-app idiot-play" id="play-app" data-state="loading">
{_app_head("play", "site.PLAY_PAGE")}
<section class="idiot-app-box idiot-play-game" aria-labelledby="play-h-game">
<h2 class="idiot-app-h" id="play-h-game">{_w("site.THE_GAME")}</h2>
<div class="idiot-app-row">
<label>{_w("site.RULESET")} <select id="play-ruleset">{rulesets}</select></label>
<label>{_w("site.SEATS")} <select id="play-seats">{seats}</select></label>
<button type="button" id="play-new">{_w("site.NEW_GAME")}</button>
<button type="button" id="play-clear">{_w("site.CLEAR_SAVED")}</button>
<span class="idiot-play-note" id="play-seats-note">{_seats_note()}</span>
</div>
<div class="idiot-play-end" id="play-end" hidden></div>
</section>
<div class="idiot-play-board">
<div class="idiot-table-view" id="play-table" aria-live="polite"></div>
<section class="idiot-app-box" id="play-you" aria-labelledby="play-h-you">
<h2 class="idiot-app-h" id="play-h-you">{_w("site.YOUR_MOVE")}</h2>
<p id="play-turn"></p>
{_cards("play")}
<button type="button" id="play-rest" hidden>{_w("site.PLAY_REST")}</button>
</div>
<p class="idiot-app-message" id="play-cards-message" role="alert" hidden></p>
<ul class="idiot-app-moves" id="play-legal" aria-label="{_w("site.YOUR_LEGAL_MOVES")}"></ul>
<form class="idiot-app-row" id="play-move-form" autocomplete="off">
<label class="idiot-app-grow">{_w("site.OR_TYPE")} <input id="play-move" type="text" maxlength="300"
 placeholder="{_w("site.MOVE_EXAMPLE")}" spellcheck="false" autocapitalize="off"
 aria-describedby="play-move-message"></label>
<button type="submit" id="play-submit">{_w("site.MAKE_MOVE")}</button>
</form>
<p class="idiot-app-message" id="play-move-message" role="alert" hidden></p>
<div id="play-result" hidden>
<div id="play-verdict" role="status" aria-live="polite" aria-atomic="true"></div>
<p class="idiot-app-rules">{_w("site.RULES_CITED")} <span id="play-rules"></span></p>
</div>
</section>
</div>
<section class="idiot-app-box" aria-label="{_w("site.THE_LOG")}">
<ol class="idiot-play-log" id="play-log" aria-live="polite"></ol>
<p><a id="play-table-link" href="table.html">{_w("site.OPEN_ON_TABLE")}</a>
{_w("site.AS_YOU_KNOW_IT")}</p>
<details class="idiot-app-details"><summary>{_w("site.NOTATION_AS_KNOWN")}</summary>
<p class="idiot-app-notation"><code id="play-notation"></code></p></details>
</section>
</div>
"""


LEARN_INTRO = "<!-- idiot-learn-intro -->"
"""Where the Learn page's introduction goes (the directive's content, in a ``<details>`` after
the lesson: open on the first visit, closed after, by ``learn.js``)."""


def learn_markup() -> str:
    """The controls of the Learn page; ``learn.js`` brings them to life (the lessons come from
    the engine: ``idiotcore.present.web.lessons``). The lesson comes first, so that on a phone
    its goal, table and cards are on the first screen; the introduction follows it, folded
    once read; an error about a move shows right under the box the move is typed in."""
    return f"""
{_words()}
<div class="idiot-app idiot-learn" id="learn-app" data-state="loading">
{_app_head("learn", "site.LEARN_PAGE")}
<section class="idiot-app-box idiot-learn-lesson" id="learn-lesson" aria-labelledby="learn-title"
 hidden>
<p class="idiot-learn-part" id="learn-part"></p>
<h2 class="idiot-app-h" id="learn-title" tabindex="-1"></h2>
<p id="learn-text"></p>
<p class="idiot-learn-goal"><strong>{_w("site.GOAL")}</strong> <span id="learn-goal"></span></p>
<div class="idiot-play-board">
<div class="idiot-table-view" id="learn-table"></div>
<div id="learn-you">
<p id="learn-turn">{_w("site.TAP_THEN_PLAY")}</p>
{_cards("learn")}
</div>
<ul class="idiot-app-moves" id="learn-moves" aria-label="{_w("site.OTHER_MOVES")}"></ul>
<form class="idiot-app-row" id="learn-type">
<label for="learn-move-text">{_w("site.OR_TYPE_MORE")}</label>
<input type="text" id="learn-move-text" autocomplete="off" spellcheck="false"
 placeholder="{_w("site.CLAIM_EXAMPLE")}">
<button type="submit" id="learn-type-try">{_w("site.TRY_IT")}</button>
</form>
<p class="idiot-app-message" id="learn-type-error" role="alert" hidden></p>
</div>
</div>
<div class="idiot-learn-feedback" id="learn-feedback" aria-live="polite">
<p class="idiot-learn-status" id="learn-status-line"></p>
<div id="learn-verdict"></div>
<p class="idiot-app-rules" id="learn-cited" hidden>{_w("site.RULES_CITED")} <span
 id="learn-cited-links"></span></p>
<p class="idiot-learn-hint" id="learn-hint" hidden></p>
<p class="idiot-learn-stars" id="learn-won" hidden></p>
</div>
<p class="idiot-app-rules" id="learn-rule-line">{_w("site.THE_RULE")} <span id="learn-rules"></span></p>
<p class="idiot-learn-tries" id="learn-tries"></p>
<div class="idiot-app-row">
<button type="button" id="learn-again">{_w("site.AGAIN")}</button>
<button type="button" id="learn-next">{_w("site.NEXT")}</button>
</div>
</section>
<details class="idiot-app-box idiot-learn-intro" id="learn-intro">
<summary>{_w("site.HOW_IT_WORKS")}</summary>
{LEARN_INTRO}
</details>
<nav class="idiot-app-box idiot-learn-map" id="learn-map" aria-labelledby="learn-h-map">
<h2 class="idiot-app-h" id="learn-h-map">{_w("site.ALL_LESSONS")}</h2>
<div id="learn-map-parts"></div>
<div class="idiot-app-row">
<button type="button" id="learn-forget">{_w("site.FORGET")}</button>
<span id="learn-forgotten" role="status" aria-live="polite"></span>
</div>
</nav>
</div>
"""
