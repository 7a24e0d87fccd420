"""Soak test of the compact core: N random full games, every card kept and every game ended.

Random players (uniform among the legal moves, the pickup only when nothing else is legal)
play seeded games on :mod:`idiotcore.compact` from the deal to the end; card conservation is
checked every CHECK_EVERY moves and at the end of each game, the end of every game too (a game
past the cap is counted apart, with its table, and the soak exits 1). A game still going after
ROUND_CHECK moves is looked at: when the random players' rule can only lead it round a closed
set of positions with no end among them (:func:`idiotcore.compact.uniform.closed_round`), or it has
gone on past LONG moves, it is counted apart, with its seed and table, and played on to its
end by random players who may also pick the pile up by choice (uniform among all the legal
moves: one pickup by choice is not enough, a two-player endgame of small hands is soon caught
in another round). A game that no choice of moves can end (``closed_round`` with
``every_move``) is stopped there and counted apart: the rules, as read here, leave it going
round for ever. Prints progress, then games/s, moves/s and how often the engine decided.

    python benchmarks/soak.py --games N --ruleset R [--players P] [--switch NAME] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import signal
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from idiotcore.compact import (  # noqa: E402
    apply,
    conserved,
    draw,
    from_position,
    is_over,
    random_step,
    to_position,
)
from idiotcore.compact.core import APPLIED  # noqa: E402
from idiotcore.compact.uniform import closed_round  # noqa: E402
from idiotcore.formats.notation import to_notation  # noqa: E402
from idiotcore.play.game import deal  # noqa: E402

CHECK_EVERY = 64
"""Moves between two card-conservation checks within a game."""
CAP = 2_000_000
"""A game that has not ended after this many moves fails (as in the property tests)."""
ROUND_CHECK = 100_000
"""Moves after which (and every as many again) a game is looked at for a closed round."""
LONG = 500_000
"""Moves after which a game is played on with pickups by choice from its next look even when
:func:`~idiotcore.compact.uniform.closed_round` cannot tell (its positions run past its limits)."""


def soak(games: int, ruleset: str, players: int, switches: dict[str, object], first: int
         ) -> int:
    """Play the games (Ctrl-C or kill stops them and prints the figures of the games played); returns
    the exit status (0: every game ended, no card lost)."""
    counts: Counter[str] = Counter()
    moves = longest = played = 0
    left: list[str] = []
    start = shown = time.perf_counter()
    try:
        for seed in range(first, first + games):
            status, length = _game(ruleset, players, switches, seed, counts, left)
            if status:
                return status
            played += 1
            moves += length
            longest = max(longest, length)
            now = time.perf_counter()
            if now - shown > 2 or played == games:
                shown = now
                print(f"\r{played:>9,}/{games:,} games  {played / (now - start):8.1f} games/s",
                      end="", flush=True)
    except KeyboardInterrupt:
        print(f"\nstopped after {played:,} games (seeds {first:,} to {first + played - 1:,})")
    elapsed = time.perf_counter() - start
    apart = ("fast", APPLIED, "can never end", "no end")  # not moves listed by the engine
    engine = sum(n for why, n in counts.items() if why not in apart)
    ended = played - counts["can never end"] - counts["no end"]
    print(f"\n{ruleset} {players} players{''.join(f' +{s}' for s in switches)}: {ended:,} of "
          f"{played:,} games ended, no card lost; {played / elapsed:.1f} games/s, "
          f"{moves / elapsed:,.0f} moves/s "
          f"({1e6 * elapsed / max(moves, 1):.1f} µs a move), {moves / max(played, 1):,.0f} "
          f"moves a game, longest {longest:,}")
    if left:
        print(f"games the random players' rule (the pile picked up only when nothing else is "
              f"legal) led round, played on with pickups by choice: {len(left)}")
        print("\n".join(f"  {line}" for line in left))
    if counts["can never end"] or counts["no end"]:
        print(f"games not ended, counted apart: {counts['can never end']} that can never end under "
              f"the rules, whatever the players choose (stopped there), {counts['no end']} that "
              f"did not end in {CAP:,} moves")
    share = 100 * engine / max(1, engine + counts["fast"])
    why = ", ".join(f"{reason} {n:,}" for reason, n in counts.most_common()
                    if reason not in apart)
    print(f"moves listed by the explaining engine: {engine:,} ({share:.2f}%)"
          f"{': ' + why if why else ''}; moves applied by it: {counts[APPLIED]:,} (those it "
          "listed and could not hand back, and the compact core's passes and dones)")
    return 1 if counts["can never end"] or counts["no end"] else 0


def _game(ruleset: str, players: int, switches: dict[str, object], seed: int,
          counts: Counter[str], left: list[str]) -> tuple[int, int]:
    """Play one seeded game to its end: the exit status (0: ended, no card lost) and its
    length; its tally goes to ``counts``, and a game played on with pickups by choice to ``left``."""
    game, state = from_position(deal(ruleset, players, seed=seed, switches=switches))
    rng = random.Random(seed)
    caught = False
    for step in range(CAP):
        if is_over(state):
            break
        if step % CHECK_EVERY == 0 and not conserved(game, state):
            print(f"\nseed {seed}, move {step}: cards lost or doubled: "
                  f"{to_notation(to_position(game, state))}")
            return 1, step
        if step and step % ROUND_CHECK == 0 and not caught:
            table = to_position(game, state)
            size = closed_round(table)
            if size is not None or step >= LONG:
                caught = True
                never = closed_round(table, every_move=True)
                if never is not None:
                    left.append(f"seed {seed}, after {step:,} moves, NO END under the rules "
                                f"(whatever the players choose, {never} positions go round): "
                                f"{to_notation(table)}")
                    counts["can never end"] += 1
                    return 0, step
                why = (f"caught in a closed round of {size} positions" if size is not None
                       else "not shown to be caught, still going")
                left.append(f"seed {seed}, after {step:,} moves, {why}: {to_notation(table)}")
        state = (apply(game, state, draw(game, state, rng, idle_too=True)) if caught
                 else random_step(game, state, rng))
    else:
        step = CAP
    if not conserved(game, state):
        print(f"\nseed {seed}, at the end: cards lost or doubled")
        return 1, step
    if not is_over(state):
        left.append(f"seed {seed}, NO END after {CAP:,} moves (whether any choice of moves can "
                    f"end it is not known): {to_notation(to_position(game, state))}")
        counts["no end"] += 1
        return 0, step
    counts += game.tally()
    if caught:
        left[-1] += f" (ended after {step:,} moves)"
    return 0, step


def main() -> None:
    """Read the options and soak."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--ruleset", default="classic", help="a preset: classic, browser, ...")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--switch", action="append", default=[],
                        help="turn on a switch of the preset (repeatable)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    args = parser.parse_args()
    switches: dict[str, object] = dict.fromkeys(args.switch, True)
    signal.signal(signal.SIGINT, signal.default_int_handler)  # also when started in the background
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # kill: the figures so far too
    sys.exit(soak(args.games, args.ruleset, args.players, switches, args.seed))


if __name__ == "__main__":
    main()
