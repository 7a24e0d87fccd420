"""What the second language costs the site's build: ``build_site`` with the English edition
alone, then with every edition (English at the root, Norwegian under ``nb/``), in alternation,
each a fresh build into a temporary folder (the engine's snapshot included, made with Node.js
for the first edition and reused by the second). Prints each run's seconds and the ratio of the
medians; the issue asks for at most 2.

    python benchmarks/site_build.py [--runs N]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from idiotcore.present.book import EDITIONS, build_site


def timed(editions: int) -> float:
    """Seconds to build the first ``editions`` editions into a fresh folder."""
    with tempfile.TemporaryDirectory(prefix="idiot-site-bench-") as tmp:
        started = time.perf_counter()
        with contextlib.redirect_stderr(io.StringIO()):
            status = build_site(Path(tmp) / "site", editions=EDITIONS[:editions])
        seconds = time.perf_counter() - started
    if status != 0:
        raise SystemExit(f"the site did not build (status {status})")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    english: list[float] = []
    both: list[float] = []
    for run in range(runs):
        english.append(timed(1))
        both.append(timed(len(EDITIONS)))
        print(f"run {run + 1}: English {english[-1]:.1f} s, English and Norwegian "
              f"{both[-1]:.1f} s", flush=True)
    ratio = statistics.median(both) / statistics.median(english)
    print(f"median: English {statistics.median(english):.1f} s, both "
          f"{statistics.median(both):.1f} s, ratio {ratio:.2f}")


if __name__ == "__main__":
    main()
