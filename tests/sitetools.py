"""The rulebook site as the tests see it: built once per session (tests/conftest.py), served on
127.0.0.1, and driven in the Debian Chromium through Playwright for Python."""

from __future__ import annotations

import dataclasses
import http.server
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


@dataclasses.dataclass(frozen=True)
class Site:
    out: Path
    status: int
    warnings: str
    log: str = ""
    """What the build printed on standard output as it went (its progress lines)."""

    def html(self, docname: str) -> str:
        return (self.out / f"{docname}.html").read_text(encoding="utf-8")

    def pages(self) -> list[str]:
        """Every HTML page of this edition, relative to its root (``extreme/s07-seven.html``);
        not the pages of another edition in a folder of its own (``nb/``)."""
        others = {path.parent for path in self.out.glob("*/idiot-sw.js")}
        return sorted(p.relative_to(self.out).as_posix() for p in self.out.rglob("*.html")
                      if self.out / p.relative_to(self.out).parts[0] not in others)

    def edition(self, folder: str) -> Site:
        """The edition of the site built in ``folder`` (``nb``), as a site of its own."""
        return dataclasses.replace(self, out=self.out / folder)


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Serves the built site without a request log, and without a traceback when the browser
    goes away in the middle of an answer (a page closed or left while a file was still being
    sent: a ``BrokenPipeError`` or ``ConnectionResetError``). Any other error is still the
    server's to print."""

    def log_message(self, format: str, *args: object) -> None:
        pass

    def handle(self) -> None:
        try:
            super().handle()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client went away: nothing left to answer
