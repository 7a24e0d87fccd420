"""Golden play-throughs: seeded full games written out move by move with each verdict.
A change in the rules' behaviour shows up as a diff in review.

Regenerate after an intended change with ``python tests/golden.py``."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from idiotcore import to_notation
from idiotcore.play.game import GreedyPlayer, RandomPlayer, deal, play_game

HERE = Path(__file__).resolve().parent / "golden"
GAMES = {
    "extreme-3p-seed1": ("extreme", 3, 1, "greedy"),
    "extreme-4p-seed7": ("extreme", 4, 7, "random"),
    "extreme-2p-seed42": ("extreme", 2, 42, "greedy"),
    "classic-3p-seed5": ("classic", 3, 5, "greedy"),
}


def render(preset: str, players: int, seed: int, kind: str) -> str:
    """The whole game as text: the deal, then one line per move with its verdict."""
    bots = [GreedyPlayer(seed + i) if kind == "greedy" else RandomPlayer(seed + i, engine=True)
            for i in range(players)]
    start = deal(preset, players, seed=seed)
    record = play_game(start, bots, max_moves=1500)
    lines = [f"# {preset}, {players} players, seed {seed}, {kind} opponents",
             f"deal {to_notation(start)}"]
    for number, step in enumerate(record.steps, 1):
        who = step.before.player.name
        lines.append(f"{number:4} {who:4} {step.move!s:28} {','.join(step.verdict.rules):14} "
                     f"{step.verdict.message}")
    final = record.final
    idiot = final.players[final.idiot].name if final.idiot is not None else "-"
    lines.append(f"end {to_notation(final)}")
    lines.append(f"out {[final.players[i].name for i in final.finished]} idiot {idiot} "
                 f"capped {record.capped}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    HERE.mkdir(exist_ok=True)
    for name, spec in GAMES.items():
        (HERE / f"{name}.txt").write_text(render(*spec), encoding="utf-8")
        print(f"wrote tests/golden/{name}.txt")
