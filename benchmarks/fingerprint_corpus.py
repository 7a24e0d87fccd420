"""What the behaviour fingerprint (``fingerprint.py``) runs the engine over, and how it makes a
record of each example, golden line and position of a random game: the corpus and its records,
apart from storing and checking them."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from golden import GAMES, render  # noqa: E402

from idiotcore import Move, Position, apply, check, legal_moves, resolve, to_notation  # noqa: E402
from idiotcore.listing.candidates import candidates  # noqa: E402
from idiotcore.listing.families import MoveList  # noqa: E402
from idiotcore.model.rulesets import PRESETS  # noqa: E402
from idiotcore.play.game import RandomPlayer, deal  # noqa: E402
from idiotcore.present.examples import all_examples, decide_example  # noqa: E402

PARTS = ("examples", "golden", "games")
MOVES = 100_000
"""Moves of random games in a default run (the issue asks for at least 50,000)."""
GAME_CAP = 1_500
"""A random game is stopped after this many moves, so that the long ones do not fill the corpus."""
QUICK_MOVES, QUICK_CAP = 2_000, 40
"""``--quick``: about one short game of each ruleset and number of players."""
LISTED = 2_000
"""A list of moves up to this long is hashed move by move; a longer one by its parts."""
TRIED = 3
"""Candidate moves checked and resolved in each position."""
SWITCHES = ("jokers_as_tens", "collecting", "swap_after_deal", "swap_any_time", "tens_below_ten",
            "six_hand_cards", "extra_after_two", "sequences")
"""Classic's optional rules, each switched on, as the property tests play them
(``tests/test_properties.py``)."""
ON: object = True  # a switch's value, as the JSON of a position has it
CONFIGS: tuple[tuple[str, dict[str, object]], ...] = (
    *((name, {}) for name in PRESETS),
    *(("classic", {switch: ON}) for switch in SWITCHES),
    ("extreme", {"decks": 2}),
)
"""The rulesets of the random games: every preset, and the switches of the property tests."""

Record = dict[str, object]


@dataclasses.dataclass
class Chunk:
    """The records of one example file, golden game or random game, in order."""

    name: str
    hashes: list[str] = dataclasses.field(default_factory=list)
    labels: list[str] = dataclasses.field(default_factory=list)
    """Where each record is, for a reader (not hashed)."""
    records: list[str] = dataclasses.field(default_factory=list)
    """The records' text, kept only when asked for (``--show``)."""

    def add(self, record: Record, label: str, keep: bool = False) -> None:
        text = json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        self.hashes.append(hashlib.sha256(text.encode()).hexdigest())
        self.labels.append(label)
        if keep:
            self.records.append(text)


@dataclasses.dataclass
class Part:
    """One part of the fingerprint: its chunks, in order."""

    name: str
    chunks: list[Chunk] = dataclasses.field(default_factory=list)

    @property
    def records(self) -> int:
        return sum(len(chunk.hashes) for chunk in self.chunks)

    @property
    def digest(self) -> str:
        return digest_of((chunk.name, chunk.hashes) for chunk in self.chunks)


def digest_of(chunks: Iterator[tuple[str, Sequence[str]]]) -> str:
    """SHA-256 over the chunks' names and their records' hashes."""
    sha = hashlib.sha256()
    for name, hashes in chunks:
        sha.update(f"{name}\t{len(hashes)}\n".encode())
        for digest in hashes:
            sha.update(f"{digest}\n".encode())
    return sha.hexdigest()


def _hash(texts: Sequence[str]) -> str:
    return hashlib.sha256("\n".join(texts).encode()).hexdigest()


def moves_print(moves: MoveList) -> list[object]:
    """How many moves, how they are hashed and the hash: of the sorted moves; for a list longer
    than :data:`LISTED`, of the sorted moves listed one by one and then the sorted ``repr`` of
    the families (:class:`~idiotcore.listing.families.Chains`,
    :class:`~idiotcore.listing.families.Riders`), so that millions of ladders are never written out."""
    if len(moves) <= LISTED:
        return [len(moves), "moves", _hash(sorted(str(move) for move in moves))]
    listed = sorted(str(move) for part in moves.parts if isinstance(part, tuple) for move in part)
    families = sorted(repr(part) for part in moves.parts if not isinstance(part, tuple))
    return [len(moves), "parts", _hash([*listed, *families])]


def _checked(position: Position, move: Move) -> Record:
    return check(position, move).to_json()


def _resolved(position: Position, move: Move) -> Record:
    verdict, after = resolve(position, move)
    return {"verdict": verdict.to_json(), "table": to_notation(after)}


def tried(position: Position, move: Move) -> Record:
    """A candidate move's ``check`` verdict and ``resolve`` outcome, or the error each raises."""
    entry: Record = {"move": str(move)}
    for key, action in (("check", _checked), ("resolve", _resolved)):
        try:
            entry[key] = action(position, move)
        except ValueError as err:  # MoveError, UnknownCardError
            entry[key] = {"error": type(err).__name__, "message": str(err)}
    return entry


def position_record(position: Position, rng: random.Random) -> Record:
    """What the engine says about one position (see the module's docstring)."""
    pool: Sequence[Move] = candidates(position, prune=False)
    if len(pool) <= LISTED:  # drawn from the sorted list: the order of listing does not count
        pool = sorted(pool, key=str)
    picks = sorted(rng.sample(range(len(pool)), min(TRIED, len(pool))))
    return {"position": to_notation(position),
            "legal": moves_print(legal_moves(position)),
            "short": moves_print(legal_moves(position, short=True)),
            "tried": [tried(position, pool[index]) for index in picks]}


def examples_part(keep: bool = False) -> Part:
    """Every rulebook example: the verdict's JSON and the table afterwards, by file."""
    part = Part("examples")
    chunks: dict[str, Chunk] = {}
    for example in all_examples(ROOT / "rulebook"):
        chunk = chunks.get(example.source)
        if chunk is None:
            chunk = chunks[example.source] = Chunk(example.source)
            part.chunks.append(chunk)
        record: Record = {"line": example.line, "position": example.position, "move": example.move}
        table = " ".join(example.position.split())  # as written, on one line
        try:
            outcome = decide_example(example)
            table = to_notation(outcome.before)
            record |= {"verdict": outcome.verdict.to_json(), "after": to_notation(outcome.after),
                       "problems": list(outcome.problems)}
        except ValueError as err:
            record["error"] = str(err)
        chunk.add(record, f"{example.where}: {table} / {example.move}", keep)
    return part


def golden_part(games: Sequence[str], keep: bool = False) -> Part:
    """The golden play-throughs' text, line by line (a line is one move and its verdict)."""
    part = Part("golden")
    for name in games:
        chunk = Chunk(name)
        for number, line in enumerate(render(*GAMES[name]).splitlines(), 1):
            chunk.add({"line": line}, f"{name} line {number}: {line.strip()}", keep)
        part.chunks.append(chunk)
    return part


def game_chunk(preset: str, switches: dict[str, object], players: int, seed: int,
               cap: int = GAME_CAP, keep: bool = False) -> Chunk:
    """One seeded game of random players, a record per position (and one for the end)."""
    ruleset = ",".join([preset, *(k if v is True else f"{k}={v}" for k, v in sorted(switches.items()))])
    chunk = Chunk(f"{ruleset} {players}p seed {seed}")
    try:
        position = deal(preset, players, seed=seed, switches=switches)
    except (ValueError, IndexError) as err:  # IndexError: six hand cards for five players
        chunk.add({"deal": f"{type(err).__name__}: {err}"}, f"{chunk.name}: deal refused", keep)
        return chunk
    rng = random.Random(f"{chunk.name} candidates")
    bots = [RandomPlayer(seed * 10 + i, engine=True) for i in range(players)]
    for step in range(cap):
        if position.is_over:
            break
        record = position_record(position, rng)
        move = bots[position.to_move].choose(position)
        record["played"] = str(move)
        chunk.add(record, f"{chunk.name} move {step + 1}: {record['position']} / {move}", keep)
        position = apply(position, move)
    chunk.add({"end": to_notation(position), "over": position.is_over},
              f"{chunk.name} end: {to_notation(position)}", keep)
    return chunk


def games_part(moves: int, cap: int = GAME_CAP, keep: bool = False,
               progress: Callable[[str], None] | None = None) -> Part:
    """Random games, seed by seed over every ruleset of :data:`CONFIGS` and 2–5 players, until
    ``moves`` moves have been played (the game that reaches it is played to its end or cap)."""
    part = Part("games")
    played = seed = 0
    while played < moves:
        for (preset, switches), players in ((config, n) for config in CONFIGS for n in range(2, 6)):
            chunk = game_chunk(preset, switches, players, seed, cap, keep)
            part.chunks.append(chunk)
            played += len(chunk.hashes) - 1
            if progress and len(part.chunks) % 20 == 0:
                progress(f"  games: {len(part.chunks)} games, {played:,} moves")
            if played >= moves:
                break
        seed += 1
    return part


def fingerprint(moves: int = MOVES, quick: bool = False, parts: Sequence[str] = PARTS,
                keep: bool = False, progress: Callable[[str], None] | None = None
                ) -> dict[str, Part]:
    """The parts of the fingerprint, by name (``parts``: which to compute)."""
    builders: dict[str, Callable[[], Part]] = {
        "examples": lambda: examples_part(keep),
        "golden": lambda: golden_part(list(GAMES)[:1] if quick else list(GAMES), keep),
        "games": lambda: (games_part(QUICK_MOVES, QUICK_CAP, keep, progress) if quick
                          else games_part(moves, GAME_CAP, keep, progress)),
    }
    out = {}
    for name in parts:
        began = time.perf_counter()
        out[name] = builders[name]()
        if progress:
            progress(f"{name}: {out[name].records:,} records, {time.perf_counter() - began:.1f} s")
    return out
