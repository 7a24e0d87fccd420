"""What wording a verdict costs, by language: the same moves of seeded random games judged
(``check``) and then worded (``message`` and ``to_json``), in English and in Norwegian, the
wording timed alone. Norwegian reads its templates from the compiled gettext catalogue.

    python benchmarks/wording.py [--games N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from idiotcore import Verdict, apply, check
from idiotcore.lang.wording import LANGUAGES
from idiotcore.play.game import RandomPlayer, deal


def verdicts(games: int) -> list[Verdict]:
    """The verdicts of every move of ``games`` seeded random games (classic and Extreme, 3
    players, at most 100 moves each)."""
    out = []
    for seed in range(games):
        position = deal("extreme" if seed % 2 else "classic", 3, seed=seed)
        player = RandomPlayer(seed)
        for _ in range(100):
            if position.is_over:
                break
            move = player.choose(position)
            out.append(check(position, move))
            position = apply(position, move)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    judged = verdicts(args.games)
    for language in LANGUAGES:
        worded = [verdict.in_language(language) for verdict in judged]
        best = float("inf")
        for _ in range(5):
            start = time.perf_counter()
            for verdict in worded:
                _ = verdict.message, verdict.to_json()
            best = min(best, time.perf_counter() - start)
        print(f"{language}: {len(worded):,} verdicts worded, {best / len(worded) * 1e6:.1f} µs "
              "each (best of 5)")


if __name__ == "__main__":
    main()
