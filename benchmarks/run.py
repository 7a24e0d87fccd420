"""Speed figures: per preset with 4 players, full random games per second, moves applied per
second, check calls per second (and µs per call), and the cold start of ``idiot explain``;
beside them, the same random games on the compact core (:mod:`idiotcore.compact`), and
Monte-Carlo playouts per second (random play to the end) from mid-game positions on both.

The random player picks uniformly among the legal moves and picks the pile up only when
nothing else is legal, so the figures compare with other engines measured the same way.

    python benchmarks/run.py [--seconds S] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from idiotcore import Position, apply, check, compact, dumps, legal_moves  # noqa: E402
from idiotcore.compact.core import APPLIED  # noqa: E402
from idiotcore.play.game import RandomPlayer, deal  # noqa: E402

PRESETS = ["classic", "browser", "portuguese", "extreme", "extreme-short"]
"""``extreme-short``: Extreme with random players that pick among the short list of legal moves
(a 2 alone, ladders one card per rank), as the computer players do."""
CAP = 5000
"""Moves after which a benchmark game is stopped (and counted as capped)."""


def games(preset: str, seconds: float) -> dict[str, float]:
    """Play random 4-player games for about ``seconds``; collect positions for check timing.

    Besides the rates, the median time of one move (choosing it among the legal moves and
    applying it), the longest legal-move list met, and the share of the time spent on positions
    with more than 10,000 legal moves (in Extreme Idiot, a big hand with 2s and 8s: a 2 with any
    ladder on it makes the list grow as a product)."""
    start = time.perf_counter()
    played = moves = capped = 0
    samples = []
    steps: list[float] = []
    longest = 0  # only lists that took over 2 ms are counted: the long ones
    crowded = 0.0
    seed = 0
    while time.perf_counter() - start < seconds or played == 0:
        short = preset.endswith("-short")
        position = deal(preset.removesuffix("-short"), 4, seed=seed)
        bots = [RandomPlayer(seed * 10 + i, short, engine=True) for i in range(4)]
        for step in range(CAP):
            if position.is_over:
                break
            if step % 25 == 0:
                samples.append(position)
            began = time.perf_counter()
            after = apply(position, bots[position.to_move].choose(position))
            took = time.perf_counter() - began
            steps.append(took)
            if took > 0.002:  # a slow move: count its list again, off the clock
                offered = len(legal_moves(position, short=short))
                longest = max(longest, offered)
                crowded += took if offered > 10_000 else 0.0
                start += time.perf_counter() - began - took
            position = after
            moves += 1
        else:
            capped += 1
        played += 1
        seed += 1
    elapsed = time.perf_counter() - start
    figures = {"games_per_s": played / elapsed, "moves_per_s": moves / elapsed,
               "moves_per_game": moves / played, "capped": capped,
               "median_move_us": 1e6 * statistics.median(steps),
               "longest_legal_list": longest, "crowded_share": crowded / sum(steps)}
    figures |= checks(samples, seconds)
    return figures


MIDDLE = 60
"""Playouts start from the position after this many random moves of a game."""


def compact_games(preset: str, seconds: float) -> dict[str, float]:
    """The random games of :func:`games` on the compact core (the full list of legal moves:
    the compact core draws from it), and the share of moves the explaining engine listed."""
    start = time.perf_counter()
    played = moves = capped = engine = 0
    seed = 0
    while time.perf_counter() - start < seconds or played == 0:
        game, state = compact.from_position(deal(preset, 4, seed=seed))
        final, count = compact.random_game(game, state, random.Random(seed), cap=CAP)
        capped += not compact.is_over(final)
        moves += count
        engine += sum(n for why, n in game.counts.items() if why != APPLIED)
        played += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {"games_per_s": played / elapsed, "moves_per_s": moves / elapsed,
            "move_us": 1e6 * elapsed / max(moves, 1), "capped": capped,
            "engine_share": engine / max(moves, 1)}


def middles(preset: str, count: int = 8) -> list[Position]:
    """Mid-game positions: MIDDLE random moves into seeded 4-player games."""
    found = []
    seed = 1000
    while len(found) < count:
        position = deal(preset, 4, seed=seed)
        bots = [RandomPlayer(seed * 10 + i, engine=True) for i in range(4)]
        for _ in range(MIDDLE):
            if position.is_over:
                break
            position = apply(position, bots[position.to_move].choose(position))
        if not position.is_over:
            found.append(position)
        seed += 1
    return found


def playouts(preset: str, seconds: float, on_compact: bool) -> float:
    """Random playouts to the end (or CAP moves) per second from :func:`middles`, on the
    compact core or on the explaining engine; each playout starts from the position itself
    (the compact core converts it first, as a searching player would)."""
    starts = middles(preset)
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or done == 0:
        position = starts[done % len(starts)]
        rng = random.Random(done)
        if on_compact:
            game, state = compact.from_position(position)
            compact.random_game(game, state, rng, cap=CAP)
        else:
            bots = [RandomPlayer(rng.random(), engine=True) for _ in range(4)]
            for _ in range(CAP):
                if position.is_over:
                    break
                position = apply(position, bots[position.to_move].choose(position))
        done += 1
    return done / (time.perf_counter() - start)


def checks(samples: list, seconds: float) -> dict[str, float]:  # type: ignore[type-arg]
    """Time ``check`` on every legal move of sampled positions (a typical mix)."""
    pairs = [(p, m) for p in samples for m in legal_moves(p)[:8]]
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds / 2:
        for position, move in pairs:
            check(position, move)
        count += len(pairs)
    elapsed = time.perf_counter() - start
    return {"checks_per_s": count / elapsed, "check_us": 1e6 * elapsed / count}


def cold_explain() -> float:
    """Milliseconds for ``python -m idiotcore explain`` from a cold start (best of 5)."""
    position = deal("extreme", 4, seed=1)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        handle.write(dumps(position))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "idiotcore", "explain", handle.name, "pickup",
                        "--json"], check=True, capture_output=True, env=env)
        best = min(best, time.perf_counter() - start)
    os.unlink(handle.name)
    return best * 1000


def main() -> None:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per preset")
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    args = parser.parse_args()
    results: dict[str, object] = {}
    for preset in PRESETS:
        figures = games(preset, args.seconds)
        results[preset] = {k: round(v, 2) for k, v in figures.items()}
        print(f"{preset:11} {figures['games_per_s']:8.2f} games/s {figures['moves_per_s']:9.0f} "
              f"moves/s {figures['moves_per_game']:7.0f} moves/game  "
              f"{figures['checks_per_s']:8.0f} checks/s ({figures['check_us']:.1f} µs)  "
              f"capped {figures['capped']:.0f}")
        print(f"{'':11} median move {figures['median_move_us']:.0f} µs; longest legal-move "
              f"list met {figures['longest_legal_list']:.0f}; time on positions with "
              f"> 10,000 legal moves: {100 * figures['crowded_share']:.0f}%")
        if preset.endswith("-short"):  # the compact core draws from the full list only
            continue
        fast = compact_games(preset, args.seconds)
        fast["playouts_per_s"] = playouts(preset, args.seconds / 2, on_compact=True)
        fast["engine_playouts_per_s"] = playouts(preset, args.seconds / 2, on_compact=False)
        results[preset + "-compact"] = {k: round(v, 2) for k, v in fast.items()}
        print(f"{'':11} compact core: {fast['games_per_s']:8.2f} games/s "
              f"{fast['moves_per_s']:9.0f} moves/s ({fast['move_us']:.1f} µs a move, "
              f"{fast['moves_per_s'] / figures['moves_per_s']:.1f}× the engine's moves/s), "
              f"capped {fast['capped']:.0f}; moves listed by the engine "
              f"{100 * fast['engine_share']:.1f}%")
        print(f"{'':11} playouts from mid-game: compact {fast['playouts_per_s']:.1f}/s "
              f"({fast['playouts_per_s'] / 5:.1f} per 200 ms), engine "
              f"{fast['engine_playouts_per_s']:.2f}/s "
              f"({fast['engine_playouts_per_s'] / 5:.2f} per 200 ms)")
    explain_ms = cold_explain()
    results["explain_cold_ms"] = round(explain_ms, 1)
    print(f"idiot explain, cold start: {explain_ms:.0f} ms")
    if args.json:
        print(json.dumps(results))


if __name__ == "__main__":
    main()
