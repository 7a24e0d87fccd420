"""How fast the Table page gives its first verdict: builds the site (or takes a built one), serves
it on 127.0.0.1, and opens a worked example's link in headless Chromium.

Times are from the start of the navigation to the first verdict on the page (the
``idiot-first-verdict`` mark that ``_static/table.js`` sets), and to the engine being ready:

- cold: a new browser context each time (empty cache), the engine from its snapshot;
- warm: a reload of the same page (files from the browser's cache);
- fresh: cold, with the snapshot withheld (Python starts and imports the engine itself).

    python benchmarks/table_page.py [--site DIR] [--runs N] [--json]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import statistics
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from idiotcore.present.web import fragment  # noqa: E402

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
POSITION = "extreme/0/Ada:ASKHQC:2D6S9C:xxxxxx;Bo:xxxxxx:4CJH8D:xxxxxx/0.4H;1.7H/22/0"
"""A worked example of §7 (an ace on a 7), as its "open on the table" link has it."""
MOVE = "play AS"
MARKS = ("idiot-engine-ready", "idiot-first-verdict")


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def serve(site: Path) -> Iterator[str]:
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()


def _marks(page: Any) -> dict[str, float]:
    page.wait_for_selector("#idiot-app[data-state=verdict] #table-verdict .idiot-verdict",
                           timeout=120_000)
    found = page.evaluate("names => names.map(n => performance.getEntriesByName(n)[0]"
                          "?.startTime ?? null)", list(MARKS))
    return {name: round(value / 1000, 3) for name, value in zip(MARKS, found, strict=True)}


def measure(base: str, runs: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    url = base + "table.html#" + fragment(POSITION, MOVE)
    cold: list[dict[str, float]] = []
    warm: list[dict[str, float]] = []
    fresh: list[dict[str, float]] = []
    outside: list[str] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            for _ in range(runs):
                context = browser.new_context()  # an empty cache each time
                context.on("request", lambda r: None if urlsplit(r.url).hostname in (
                    "127.0.0.1", None) else outside.append(r.url))
                page = context.new_page()
                page.goto(url)
                cold.append(_marks(page))
                page.reload()
                warm.append(_marks(page))
                context.close()
            for _ in range(max(1, runs // 2)):
                context = browser.new_context()
                context.route("**/idiotcore.snapshot", lambda route: route.abort())
                page = context.new_page()
                page.goto(url)
                fresh.append(_marks(page))
                context.close()
        finally:
            browser.close()

    def summary(rows: list[dict[str, float]]) -> dict[str, float]:
        out: dict[str, float] = {}
        for name in MARKS:
            values = [r[name] for r in rows]
            key = name.removeprefix("idiot-")
            out[key + "_median_s"] = round(statistics.median(values), 2)
            out[key + "_max_s"] = round(max(values), 2)
        return out

    return {"runs": runs, "cold": summary(cold), "warm": summary(warm), "fresh": summary(fresh),
            "outside_requests": len(outside)}


@contextmanager
def built_and_served(site: Path | None, name: str) -> Iterator[str]:
    """Serve ``site`` on 127.0.0.1, or a site built now into a temporary folder; the base URL.
    A failed build ends the benchmark (exit status 1)."""
    with tempfile.TemporaryDirectory(prefix=f"idiot-{name}-bench-") as tmp:
        if site is None:
            from idiotcore.present.book import EDITIONS, build_site

            site = Path(tmp) / "site"
            if build_site(site, editions=EDITIONS[:1]) != 0:  # the English edition
                raise SystemExit(f"{name}: the site did not build")
        with serve(site) as base:
            yield base


def page_parser(doc: str, runs: int) -> argparse.ArgumentParser:
    """The options every page benchmark takes: --site, --runs and --json."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--runs", type=int, default=runs)
    parser.add_argument("--json", action="store_true", help="one JSON line of figures")
    return parser


def page_figures(name: str, site: Path | None, take: Callable[[str], dict[str, Any]]
                 ) -> dict[str, Any] | None:
    """``take(base URL)`` on the built and served site; None (said on stderr) without
    Chromium."""
    if not CHROMIUM.exists():
        print(f"{name}: /usr/bin/chromium is not installed", file=sys.stderr)
        return None
    with built_and_served(site, name) as base:
        return take(base)


def main(argv: list[str] | None = None) -> int:
    args = page_parser(__doc__, runs=5).parse_args(argv)
    figures = page_figures("table_page", args.site, lambda base: measure(base, max(1, args.runs)))
    if figures is None:
        return 2
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"Table page, first verdict after navigation ({figures['runs']} runs; median / worst):")
    for label, key in (("cold (empty cache, snapshot)", "cold"), ("warm (reload)", "warm"),
                       ("cold without the snapshot", "fresh")):
        row = figures[key]
        print(f"  {label:30} verdict {row['first-verdict_median_s']:.2f} s / "
              f"{row['first-verdict_max_s']:.2f} s   engine ready "
              f"{row['engine-ready_median_s']:.2f} s / {row['engine-ready_max_s']:.2f} s")
    print(f"  requests that left 127.0.0.1: {figures['outside_requests']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
