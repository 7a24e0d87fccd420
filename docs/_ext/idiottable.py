"""Sphinx extension of the rulebook site: the Table page, where the real engine runs in the
reader's browser under Pyodide, from the site's own files (no server, nothing from elsewhere).

Directive
    ``idiot-table``   the page's controls (ruleset, players, the position, the move, the verdict),
                      driven by ``_static/table.js``; that script (and ``table.css``) is added to
                      the pages that use the directive only.
    ``idiot-play``    the Play page (a game against computer opponents), driven by
                      ``_static/play.js`` with the same worker and styles.
    ``idiot-learn``   the Learn page (the course's lessons, each attempt judged by the engine),
                      driven by ``_static/learn.js`` with the same worker.

At the end of an HTML build it writes into the output's ``_static/``:

- ``pyodide/``: the Pyodide runtime from the npm package (``node_modules/pyodide``, pinned in
  ``package.json``): ``pyodide.mjs``, ``pyodide.asm.mjs``, ``pyodide.asm.wasm``,
  ``python_stdlib.zip``, ``pyodide-lock.json`` and nothing else;
- ``engine/idiotcore.zip``: the engine's source (``idiotcore/**/*.py``, without the modules that
  need packages outside the standard library) and the course's lessons
  (``notebooks/lessons/*.json``, for the Learn page);
- ``engine/idiotcore.snapshot``: a memory snapshot of Pyodide with the engine imported, made with
  Node.js (gzip). The page starts from it in about a second instead of four; without it (no
  ``node``), the page loads Pyodide and imports the engine itself.

Then, at the root of the output, what makes the site work offline once visited:

- ``idiot-sw.js``: a service worker (from ``offline-worker.js`` here) that keeps every file of the
  built site on the device (every HTML page, ``_static/`` with the runtime and the engine,
  ``_images/``, the search index), listed as found in the output at the end of the build, so
  pages another extension adds are kept too; its cache is named by a hash of those files, so a
  new build replaces the old cache;
- ``manifest.webmanifest``: the web app manifest (name, start page, icon), linked from every page,
  whose ``_static/idiot-offline.js`` registers the worker.

Without ``node_modules/pyodide`` (or with another version than ``package.json`` pins) an HTML
build stops at once with one message, saying to run ``npm ci``, and exit status 2.
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import html
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

import idiotcore
from idiotcore.lang.wording import phrase
from idiotcore.model.position import MAX_PLAYERS, MIN_PLAYERS
from idiotcore.model.rulesets import PRESETS
from idiotcore.play.game import DEFAULT_NAMES
from idiotcore.present.bridge import page_words
from idiotcore.present.lessons import files as lesson_files

logger = logging.getLogger(__name__)

CHECKOUT = Path(__file__).resolve().parent.parent.parent
PYODIDE_DIR = CHECKOUT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
"""The runtime files the page needs (no package wheels: the engine needs none)."""
ENGINE_DIR = Path(idiotcore.__file__).resolve().parent
NOT_SHIPPED = {"book.py"}
"""Engine modules left out of the browser: ``book`` runs Sphinx."""
SNAPSHOT_SCRIPT = Path(__file__).resolve().parent / "pyodide_snapshot.mjs"
OFFLINE_WORKER = Path(__file__).resolve().parent / "offline-worker.js"
"""The service worker's template (``__VERSION__``, ``__FILES__``)."""
WORKER_NAME = "idiot-sw.js"
MANIFEST_NAME = "manifest.webmanifest"
NOT_CACHED = {WORKER_NAME, "objects.inv", ".buildinfo"}
"""Files of the output the worker leaves out: itself, and what only Sphinx reads."""
_ZIP_DATE = (2026, 1, 1, 0, 0, 0)


def pyodide_problem(pyodide_dir: Path = PYODIDE_DIR) -> str | None:
    """Why the Pyodide runtime can't be copied into the site (None when it can)."""
    fix = f"run `npm ci` in {CHECKOUT} (Node.js and npm are needed)"
    missing = [name for name in PYODIDE_FILES if not (pyodide_dir / name).is_file()]
    if missing:
        where = pyodide_dir.relative_to(CHECKOUT) if pyodide_dir.is_relative_to(CHECKOUT) else pyodide_dir
        return f"{where} is missing ({', '.join(missing)}): {fix}"
    try:
        wanted = json.loads((CHECKOUT / "package.json").read_text(encoding="utf-8"))
        pin = wanted["dependencies"]["pyodide"]
        have = json.loads((pyodide_dir / "package.json").read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if pin != have:
        return f"node_modules has pyodide {have} but package.json pins {pin}: {fix}"
    return None


def _stdlib_only(path: Path) -> bool:
    """True if the module imports nothing but the standard library and the engine itself."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        for name in names:
            top = name.split(".")[0]
            if top != "idiotcore" and top not in sys.stdlib_module_names:
                return False
    return True


def engine_files(engine_dir: Path = ENGINE_DIR) -> list[Path]:
    """The engine modules shipped to the browser, subpackages included: standard library only."""
    return [p for p in sorted(engine_dir.rglob("*.py"))
            if p.name not in NOT_SHIPPED and _stdlib_only(p)]


def write_engine_zip(target: Path, engine_dir: Path = ENGINE_DIR,
                     lessons_dir: Path | None = None) -> list[str]:
    """``idiotcore/**/*.py`` (what the browser may import) as a reproducible zip, with the
    lessons at the place :data:`idiotcore.present.lessons.LESSONS_DIR` finds them beside the
    engine (``notebooks/lessons/``); the module names."""
    target.parent.mkdir(parents=True, exist_ok=True)
    files = engine_files(engine_dir)
    entries = [(f"idiotcore/{path.relative_to(engine_dir).as_posix()}", path) for path in files]
    entries += [(f"notebooks/lessons/{path.name}", path) for path in lesson_files(lessons_dir)]
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, path in entries:
            info = zipfile.ZipInfo(name, _ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return [".".join(p.relative_to(engine_dir).with_suffix("").parts) for p in files]


# ---------------------------------------------------------------------------------------------
# The page


class idiot_table_app(nodes.General, nodes.Element):
    """The Table page's controls (raw HTML in ``html``)."""


def visit_idiot_table_app(self: Any, node: idiot_table_app) -> None:
    self.body.append(node["html"])
    raise nodes.SkipNode


def skip_node(self: Any, node: nodes.Node) -> None:
    raise nodes.SkipNode


def _w(key: str, **slots: str | int) -> str:
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
    ``engine-client.js``), from the engine's catalogue, as JSON inside a script element (a
    ``<`` escaped, so no text can close it), put before the app's element (whose content holds
    no script)."""
    text = json.dumps(page_words(), ensure_ascii=False, sort_keys=True).replace("<", "\\u003c")
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
 placeholder="play 7H" spellcheck="false" autocapitalize="off"></label>
<button type="submit" id="table-check">{_w("site.CHECK")}</button>
</form>
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
    """The player's cards to tap and the buttons under them (the Play and the Learn page)."""
    return f"""<div class="idiot-play-cards" id="{prefix}-cards" role="group"
 aria-label="{_w("site.YOUR_CARDS")}"></div>
<div class="idiot-app-row">
<button type="button" id="{prefix}-play" disabled>{_w("site.PLAY_SELECTED")}</button>
<button type="button" id="{prefix}-unselect">{_w("site.UNSELECT")}</button>"""


class idiot_play_app(nodes.General, nodes.Element):
    """The Play page's controls (raw HTML in ``html``)."""


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
<ul class="idiot-app-moves" id="play-legal" aria-label="{_w("site.YOUR_LEGAL_MOVES")}"></ul>
<form class="idiot-app-row" id="play-move-form" autocomplete="off">
<label class="idiot-app-grow">{_w("site.OR_TYPE")} <input id="play-move" type="text" maxlength="300"
 placeholder="play 7H" spellcheck="false" autocapitalize="off"></label>
<button type="submit" id="play-submit">{_w("site.MAKE_MOVE")}</button>
</form>
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


class idiot_learn_app(nodes.General, nodes.Element):
    """The Learn page's controls (raw HTML in ``html``)."""


def learn_markup() -> str:
    """The controls of the Learn page; ``learn.js`` brings them to life (the lessons come from
    the engine: ``idiotcore.present.web.lessons``)."""
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
<p class="idiot-app-rules">{_w("site.THE_RULE")} <span id="learn-rules"></span></p>
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
 placeholder="claim 2">
<button type="submit" id="learn-type-try">{_w("site.TRY_IT")}</button>
</form>
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
<p class="idiot-learn-tries" id="learn-tries"></p>
<div class="idiot-app-row">
<button type="button" id="learn-again">{_w("site.AGAIN")}</button>
<button type="button" id="learn-next">{_w("site.NEXT")}</button>
</div>
</section>
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


class IdiotLearn(SphinxDirective):
    """The Learn page's controls."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.env.note_dependency(__file__)
        return [idiot_learn_app(html=learn_markup())]


class IdiotPlay(SphinxDirective):
    """The Play page's controls."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.env.note_dependency(__file__)
        return [idiot_play_app(html=play_markup())]


class IdiotTable(SphinxDirective):
    """The Table page's controls."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.env.note_dependency(__file__)
        return [idiot_table_app(html=app_markup())]


def _page_assets(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                 doctree: nodes.document | None) -> None:
    """``table.js`` and ``table.css`` on the pages with the Table (and nowhere else); on every
    page, the web app manifest and the script that registers the offline worker."""
    if app.builder.format == "html":
        href = html.escape(context["pathto"](MANIFEST_NAME, 1))
        context["metatags"] = context.get("metatags", "") + f'\n<link rel="manifest" href="{href}">'
    if doctree is not None and any(True for _ in doctree.findall(idiot_table_app)):
        app.add_css_file("table.css")
        app.add_js_file("table.js", type="module")
    if doctree is not None and any(True for _ in doctree.findall(idiot_play_app)):
        app.add_css_file("table.css")
        app.add_js_file("play.js", type="module")
    if doctree is not None and any(True for _ in doctree.findall(idiot_learn_app)):
        app.add_css_file("table.css")
        app.add_css_file("learn.css")
        app.add_js_file("learn.js", type="module")


# ---------------------------------------------------------------------------------------------
# The runtime and the engine, into the output


def _check_runtime(app: Sphinx) -> None:
    """Stop an HTML build at once, with one line, when the runtime can't be copied."""
    if app.builder.format != "html":
        return
    problem = pyodide_problem()
    if problem:
        print(f"The Table page needs the Pyodide runtime from npm: {problem}", file=sys.stderr,
              flush=True)
        raise SystemExit(2)  # not an exception Sphinx reports with a traceback


def make_snapshot(static: Path) -> str | None:
    """Write ``engine/idiotcore.snapshot`` with Node.js; None when done, else why not."""
    node = shutil.which("node")
    if node is None:
        return "node is not installed"
    engine = static / "engine"
    try:
        result = subprocess.run(
            [node, str(SNAPSHOT_SCRIPT), str(static / "pyodide"), str(engine / "idiotcore.zip"),
             str(engine / "idiotcore.snapshot.raw")],
            capture_output=True, text=True, timeout=300, check=False)
    except (OSError, subprocess.TimeoutExpired) as err:
        return f"node failed: {err}"
    raw = engine / "idiotcore.snapshot.raw"
    if result.returncode != 0 or not raw.is_file():
        lines = (result.stderr or result.stdout).strip().splitlines()
        tail = " | ".join(line[:200] for line in lines[-3:])
        raw.unlink(missing_ok=True)
        return f"node exited with status {result.returncode}: {tail}"
    with raw.open("rb") as source, (engine / "idiotcore.snapshot").open("wb") as out, \
            gzip.GzipFile(fileobj=out, mode="wb", compresslevel=6, mtime=0) as target:
        shutil.copyfileobj(source, target)
    raw.unlink()
    return None


def _progress(app: Sphinx, text: str) -> None:
    """One line of the build's progress, when asked for (``idiot book``: ``-D idiot_progress=1``;
    Sphinx itself runs quiet)."""
    if app.config.idiot_progress:
        print(f"  {text}", flush=True)


def _reading(app: Sphinx, env: Any, docnames: list[str]) -> None:
    _progress(app, f"reading {len(docnames)} pages (every worked example is decided again)…")


def _writing(app: Sphinx, builder: Any) -> None:
    _progress(app, f"writing {len(app.env.found_docs)} pages…")


def _write_runtime(app: Sphinx, exception: BaseException | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    _progress(app, "preparing the in-page engine (the Pyodide runtime, the engine, and with "
                   "Node.js a memory snapshot)…")
    static = Path(app.outdir) / "_static"
    runtime = static / "pyodide"
    runtime.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(PYODIDE_DIR / name, runtime / name)
    write_engine_zip(static / "engine" / "idiotcore.zip")
    snapshot = static / "engine" / "idiotcore.snapshot"
    snapshot.unlink(missing_ok=True)
    why = make_snapshot(static)
    if why:
        logger.info("idiottable: no engine snapshot (%s); the Table page will load Pyodide and "
                    "import the engine itself, which is slower", why)
    size = sum(f.stat().st_size for folder in (runtime, static / "engine") for f in folder.iterdir())
    _progress(app, f"the in-page engine is ready ({size / 1e6:.0f} MB in _static/pyodide and "
                   f"_static/engine{'' if why is None else ', without a snapshot: ' + why})")
    write_offline(Path(app.outdir), app.config.html_title)  # last: it lists every file


def offline_files(out: Path) -> list[str]:
    """Every file of the built site the offline worker keeps, relative to the site root, in
    order: HTML pages, ``_static/`` (runtime and engine included), ``_images/``, the search
    index and the manifest; not the worker itself, Sphinx's own files, hidden ones or
    ``_sources/``."""
    found = []
    for path in sorted(out.rglob("*")):
        rel = path.relative_to(out)
        if not path.is_file() or rel.as_posix() in NOT_CACHED or rel.parts[0] == "_sources":
            continue
        if any(part.startswith(".") for part in rel.parts):
            continue
        found.append(rel.as_posix())
    return found


def write_offline(out: Path, name: str) -> str:
    """The manifest (the site called ``name``) and the service worker at the root of ``out``,
    listing what is there now; the worker's version (a hash of those files)."""
    manifest = {
        "name": name,
        "short_name": phrase("site.SHORT_NAME"),
        "description": phrase("site.DESCRIPTION"),
        "start_url": "index.html", "scope": "./", "display": "standalone",
        "background_color": "#ffffff", "theme_color": "#1d5fa8",
        "icons": [{"src": "_static/favicon.svg", "sizes": "any", "type": "image/svg+xml"}],
    }
    (out / MANIFEST_NAME).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    files = offline_files(out)
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0" + (out / rel).read_bytes() + b"\0")
    version = digest.hexdigest()[:16]
    worker = OFFLINE_WORKER.read_text(encoding="utf-8")
    worker = worker.replace("__VERSION__", version)
    worker = worker.replace("__FILES__", json.dumps(files, indent=0))
    (out / WORKER_NAME).write_text(worker, encoding="utf-8")
    return version


def setup(app: Sphinx) -> dict[str, Any]:
    pages: tuple[tuple[type[nodes.Element], str, type[SphinxDirective]], ...] = (
        (idiot_table_app, "idiot-table", IdiotTable), (idiot_play_app, "idiot-play", IdiotPlay),
        (idiot_learn_app, "idiot-learn", IdiotLearn))
    for node, name, directive in pages:
        app.add_node(node, html=(visit_idiot_table_app, None), latex=(skip_node, None),
                     text=(skip_node, None), man=(skip_node, None), texinfo=(skip_node, None))
        app.add_directive(name, directive)
    app.add_config_value("idiot_progress", False, "", bool)
    app.add_js_file("idiot-offline.js")  # every page: registers the offline worker
    app.connect("builder-inited", _check_runtime)
    app.connect("env-before-read-docs", _reading)
    app.connect("write-started", _writing)
    app.connect("html-page-context", _page_assets)
    app.connect("build-finished", _write_runtime)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
