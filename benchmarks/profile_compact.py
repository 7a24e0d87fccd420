"""Where the compact core's time goes: cProfile over seeded random 4-player games played to
their end on the compact core (fresh tables, as a benchmark run starts; or, with ``--warm N``,
after N other games have filled them), the functions with the most cumulative time.

    python benchmarks/profile_compact.py [--preset extreme] [--games 30] [--warm 0] [--top 30]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from idiotcore import compact  # noqa: E402
from idiotcore.play.game import deal  # noqa: E402

CAP = 5000
"""Moves after which a game is stopped (as in benchmarks/run.py)."""


def play(preset: str, seeds: range) -> int:
    """Play seeded random games on the compact core; the moves played."""
    moves = 0
    for seed in seeds:
        game, state = compact.from_position(deal(preset, 4, seed=seed))
        moves += compact.random_game(game, state, random.Random(seed), cap=CAP)[1]
    return moves


def main() -> None:
    """Profile and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="extreme")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--warm", type=int, default=0, help="games played first, unprofiled")
    parser.add_argument("--top", type=int, default=30, help="functions listed")
    args = parser.parse_args()
    play(args.preset, range(args.games, args.games + args.warm))
    profile = cProfile.Profile()
    start = time.process_time()
    moves = profile.runcall(play, args.preset, range(args.games))
    took = time.process_time() - start
    print(f"{args.preset}: {args.games} games, {moves} moves, {took:.2f} s under the profiler "
          f"({moves / took:.0f} moves/s)")
    pstats.Stats(profile).sort_stats("cumulative").print_stats(args.top)


if __name__ == "__main__":
    main()
