"""What is kept per page across builds: failures (the build fails while any is left) and links to rules."""

from __future__ import annotations

from collections.abc import Iterable

from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging

logger = logging.getLogger(__name__)

_LOGGED: set[str] = set()
"""Failure messages logged by this process (an incremental build re-logs the others)."""


def init_env(app: Sphinx) -> None:
    """The records, in an environment that has none yet."""
    env = app.env
    if not hasattr(env, "idiotbook_failures"):
        env.idiotbook_failures = {}  # type: ignore[attr-defined]
    if not hasattr(env, "idiotbook_refs"):
        env.idiotbook_refs = {}  # type: ignore[attr-defined]


def purge(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    init_env(app)
    env.idiotbook_failures.pop(docname, None)  # type: ignore[attr-defined]
    env.idiotbook_refs.pop(docname, None)  # type: ignore[attr-defined]


def merge(app: Sphinx, env: BuildEnvironment, docnames: Iterable[str],
          other: BuildEnvironment) -> None:
    init_env(app)
    for name in ("idiotbook_failures", "idiotbook_refs"):
        mine, theirs = getattr(env, name), getattr(other, name, {})
        for docname in docnames:
            if docname in theirs:
                mine[docname] = theirs[docname]


def fail(env: BuildEnvironment, line: int, message: str) -> None:
    """Log an error at docname:line (so ``-W`` fails) and remember it for later builds."""
    logger.error(message, location=(env.docname, line), type="idiotbook", subtype="example")
    failures: dict[str, list[tuple[int, str]]] = env.idiotbook_failures  # type: ignore[attr-defined]
    failures.setdefault(env.docname, []).append((line, message))
    _LOGGED.add(message)


def report(app: Sphinx, exception: BaseException | None) -> None:
    """A build with undecidable or disagreeing examples fails, with or without ``-W``."""
    if exception is not None:
        return
    failures: dict[str, list[tuple[int, str]]] = getattr(app.env, "idiotbook_failures", {})
    for docname in sorted(failures):
        for line, message in failures[docname]:
            if message not in _LOGGED:  # a page not re-read in this (incremental) build
                logger.error(message, location=(docname, line), type="idiotbook",
                             subtype="example")
    count = sum(len(v) for v in failures.values())
    if count:
        logger.info("idiotbook: %d example(s) or rule(s) the engine disagrees with or cannot "
                    "decide, in %d page(s): the build fails", count, len(failures))
        app.statuscode = 1
