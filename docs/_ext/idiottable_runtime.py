"""Pyodide, the engine's zip and snapshot into the built site, so the app pages run from the site alone."""

from __future__ import annotations

import ast
import gzip
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.util import logging

import idiotcore
from idiotcore.lang.wording import LANGUAGES
from idiotcore.present.bridge import page_catalogue
from idiotcore.present.lessons import files as lesson_files
from idiotcore.present.lessons import folder as lesson_folder

from idiottable_offline import write_offline
from idiottable_progress import progress

logger = logging.getLogger(__name__)

CHECKOUT = Path(__file__).resolve().parent.parent.parent
PYODIDE_DIR = CHECKOUT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
"""The runtime files the page needs (no package wheels: the engine needs none)."""
ENGINE_DIR = Path(idiotcore.__file__).resolve().parent
NOT_SHIPPED = {"present/book.py", "present/catalog.py", "present/course.py"}
"""Engine modules left out of the browser, by their path in the engine: ``book`` runs Sphinx,
``catalog`` Babel, ``course`` JupyterLab and marimo (the templates of ``lang/book.py`` and
``lang/course.py`` go along, as every template module does)."""
SNAPSHOT_SCRIPT = Path(__file__).resolve().parent / "pyodide_snapshot.mjs"
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
            if p.relative_to(engine_dir).as_posix() not in NOT_SHIPPED and _stdlib_only(p)]


def write_engine_zip(target: Path, engine_dir: Path = ENGINE_DIR,
                     lessons_dir: Path | None = None) -> list[str]:
    """``idiotcore/**/*.py`` (what the browser may import) and the compiled catalogues
    (``*.mo``) as a reproducible zip, with the lessons (and their catalogues) at the place
    :data:`idiotcore.present.lessons.LESSONS_DIR` finds them beside the engine
    (``notebooks/lessons/``); the module names."""
    target.parent.mkdir(parents=True, exist_ok=True)
    files = engine_files(engine_dir)
    entries = [(f"idiotcore/{path.relative_to(engine_dir).as_posix()}", path) for path in files]
    entries += [(f"notebooks/lessons/{path.name}", path) for path in lesson_files(lessons_dir)]
    # The compiled catalogues: the engine's sentences and the lessons' words in each language.
    entries += [(f"idiotcore/{path.relative_to(engine_dir).as_posix()}", path)
                for path in sorted((engine_dir / "locale").rglob("*.mo"))]
    lessons = lesson_folder(lessons_dir)
    entries += [(f"notebooks/lessons/{path.relative_to(lessons).as_posix()}", path)
                for path in sorted((lessons / "locale").rglob("*.mo"))]
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, path in entries:
            info = zipfile.ZipInfo(name, _ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return [".".join(p.relative_to(engine_dir).with_suffix("").parts) for p in files]


def write_page_catalogues(folder: Path) -> None:
    """The pages' words in every language, one JSON catalogue each (``<language>.json``, the
    shape of Sphinx's ``addTranslations``), for a page that changes its language."""
    folder.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        text = json.dumps(page_catalogue(language), ensure_ascii=False, sort_keys=True, indent=0)
        (folder / f"{language}.json").write_text(text + "\n", encoding="utf-8")


def check_runtime(app: Sphinx) -> None:
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


def reuse_snapshot(static: Path, other: str) -> str | None:
    """Copy the snapshot of another edition's ``_static`` (``other``) when its engine zip is
    this one's, byte for byte (the zip is reproducible); None when done, else why not."""
    if not other:
        return "no other edition"
    theirs = Path(other) / "engine"
    ours = static / "engine"
    if not (theirs / "idiotcore.snapshot").is_file():
        return "the other edition has no snapshot"
    if (theirs / "idiotcore.zip").read_bytes() != (ours / "idiotcore.zip").read_bytes():
        return "the other edition's engine differs"
    shutil.copyfile(theirs / "idiotcore.snapshot", ours / "idiotcore.snapshot")
    return None


def write_runtime(app: Sphinx, exception: BaseException | None) -> None:
    """At the end of an HTML build: the runtime, the engine and its snapshot into ``_static/``,
    then the offline files (last: the worker lists every file of the output)."""
    if exception is not None or app.builder.format != "html":
        return
    progress(app, "preparing the in-page engine (the Pyodide runtime, the engine, and with "
                  "Node.js a memory snapshot)…")
    static = Path(app.outdir) / "_static"
    runtime = static / "pyodide"
    runtime.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(PYODIDE_DIR / name, runtime / name)
    write_engine_zip(static / "engine" / "idiotcore.zip")
    write_page_catalogues(static / "words")
    snapshot = static / "engine" / "idiotcore.snapshot"
    snapshot.unlink(missing_ok=True)
    why = reuse_snapshot(static, app.config.idiot_runtime_from)
    if why is not None:
        why = make_snapshot(static)
    if why:
        logger.info("idiottable: no engine snapshot (%s); the Table page will load Pyodide and "
                    "import the engine itself, which is slower", why)
    size = sum(f.stat().st_size for folder in (runtime, static / "engine") for f in folder.iterdir())
    progress(app, f"the in-page engine is ready ({size / 1e6:.0f} MB in _static/pyodide and "
                  f"_static/engine{'' if why is None else ', without a snapshot: ' + why})")
    write_offline(Path(app.outdir), app.config.html_title)  # last: it lists every file
