"""How fast the computer moves on the Play page: the bridge call ``opponent_move`` timed inside
the page's worker (the real engine under Pyodide), in headless Chromium.

Opens ``play.html?delay=0`` in a new browser context (empty cache, empty storage) for each run,
starts a game (extreme, 3 seats) and plays it by clicking the first legal move, for up to
``--clicks`` clicks. ``cold`` is the first computer move after the engine started; ``warm`` every
later one. The times are the worker's own (``performance.now()`` around the call).

    python benchmarks/play_page.py [--site DIR] [--runs N] [--clicks N] [--json]
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from table_page import CHROMIUM, CHROMIUM_ARGS, page_figures, page_parser

SETTLED = "['your-turn', 'over'].includes(document.getElementById('play-app').dataset.state)"


def _play(page: Any, ruleset: str, clicks: int) -> list[float]:
    page.wait_for_function(SETTLED, timeout=120_000)
    page.select_option("#play-ruleset", ruleset)
    page.select_option("#play-seats", "3")
    page.click("#play-new")
    page.wait_for_function(f"document.querySelector('#play-log li')?.textContent"
                           f".includes('{ruleset}, 3 seats') && {SETTLED}", timeout=120_000)
    for _ in range(clicks):
        if page.get_attribute("#play-app", "data-state") == "over":
            break
        ply = int(page.get_attribute("#play-app", "data-ply") or 0)
        moves = page.eval_on_selector_all("#play-legal button", "els => els.map(e => e.textContent)")
        page.locator("#play-legal button").nth(moves.index("done") if "done" in moves else 0).click()
        page.wait_for_function(f"{SETTLED} && Number(document.getElementById('play-app')"
                               f".dataset.ply) > {ply}", timeout=120_000)
    return [float(t["ms"]) for t in page.evaluate("window.__idiotPlayTimings")
            if t["fn"] == "opponent_move"]


def measure(base: str, runs: int, clicks: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    out: dict[str, Any] = {"runs": runs}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            for ruleset in ("classic", "extreme"):
                cold: list[float] = []
                warm: list[float] = []
                for seed in range(runs):
                    context = browser.new_context()
                    page = context.new_page()
                    page.goto(f"{base}play.html?delay=0&seed={seed + 1}")
                    times = _play(page, ruleset, clicks)
                    context.close()
                    if times:
                        cold.append(times[0])
                        warm.extend(times[1:])
                out[ruleset] = {
                    "cold_median_ms": round(statistics.median(cold), 1),
                    "cold_max_ms": round(max(cold), 1),
                    "warm_median_ms": round(statistics.median(warm), 1),
                    "warm_p95_ms": round(sorted(warm)[int(0.95 * (len(warm) - 1))], 1),
                    "warm_max_ms": round(max(warm), 1),
                    "moves": len(cold) + len(warm),
                }
        finally:
            browser.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = page_parser(__doc__, runs=3)
    parser.add_argument("--clicks", type=int, default=40)
    args = parser.parse_args(argv)
    figures = page_figures("play_page", args.site,
                           lambda base: measure(base, max(1, args.runs), max(1, args.clicks)))
    if figures is None:
        return 2
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"Play page, a computer move (opponent_move inside the worker; {figures['runs']} games "
          "of 3 seats per ruleset):")
    for ruleset in ("classic", "extreme"):
        row = figures[ruleset]
        print(f"  {ruleset:8} cold {row['cold_median_ms']:.0f} ms (worst {row['cold_max_ms']:.0f})"
              f"   warm median {row['warm_median_ms']:.0f} ms, p95 {row['warm_p95_ms']:.0f}, "
              f"worst {row['warm_max_ms']:.0f}   ({row['moves']} moves)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
