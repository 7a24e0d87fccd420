"""A fingerprint of the engine's observable behaviour, to show that a refactor changed nothing.

It runs the engine over a large deterministic corpus and prints one SHA-256 per part and one
over all:

- ``examples``: every worked example of the rulebook, decided as the site decides it
  (:func:`idiotcore.present.examples.decide_example`): the verdict's JSON and the table afterwards;
- ``golden``: the text of the golden play-throughs, as ``tests/golden.py`` renders them;
- ``games``: seeded games of random players (:class:`idiotcore.play.game.RandomPlayer`) with 2–5
  players over every preset, classic with each optional rule the property tests switch on, and
  Extreme with two decks; each game stopped after 1,500 moves (``GAME_CAP``). For each
  position: its notation; its legal moves, in full and the short list (how many, and a hash of
  the sorted moves; a list longer than ``LISTED`` is hashed by its moves listed one by one and
  the ``repr`` of its families of ladders, so it is never written out); three candidate moves
  (:func:`idiotcore.listing.candidates.candidates`, unpruned, drawn with a seeded ``random.Random``), each
  with the full JSON of its ``check`` verdict, of its ``resolve`` verdict and the table after
  ``resolve``; and the move played. Seed by seed, every ruleset and number of players plays a
  game, until ``--moves`` moves have been played.

Nothing depends on the time, the dict order or the hash seed: each record is JSON with sorted
keys, and what is hashed as a set is sorted first.

Before a refactor, record the fingerprint of the engine as it is; after it, check it::

    python benchmarks/fingerprint.py --write    # store it in benchmarks/fingerprint.txt
    python benchmarks/fingerprint.py --check    # exit 1 if a part differs

The stored file holds the digests and a short hash of every record. ``--check`` runs a corpus of
the size that was recorded and names each part that differs with its first record that differs
(the example, or the game and move number, with the position's notation and the move), so you
can see what changed; ``--show PART CHUNK N`` prints that record in full (run it on both engines
and compare). ``--moves N`` sets the size of the random games (default 100,000 moves, about 90 s
on this 2-core machine); ``--quick`` is the small run of the tests (the examples, one golden
game, about 2,000 moves in games stopped after 40 moves).
"""

from __future__ import annotations

import argparse
import base64
import dataclasses
import hashlib
import json
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fingerprint_corpus import MOVES, PARTS, ROOT, Part, fingerprint

__all__ = ["PARTS", "fingerprint", "main"]

STORED = ROOT / "benchmarks" / "fingerprint.txt"
SHORT = 3
"""Bytes of each record's SHA-256 kept in the stored file (as four characters of base64), to
find the first record that differs."""
WIDTH = 96
"""Characters of short hashes on one line of the stored file."""


def overall(digests: dict[str, str]) -> str:
    """SHA-256 over the parts' digests, by name."""
    return hashlib.sha256("".join(f"{n}\t{d}\n" for n, d in sorted(digests.items())).encode()
                          ).hexdigest()


def size_of(args: argparse.Namespace) -> str:
    """The corpus size as the options that give it (stored with the fingerprint)."""
    return "--quick" if args.quick else f"--moves {args.moves}"


def short(digest: str) -> str:
    """A record's hash as stored: its first :data:`SHORT` bytes in base64."""
    return base64.urlsafe_b64encode(bytes.fromhex(digest[:2 * SHORT])).decode()


def write(path: Path, size: str, parts: dict[str, Part]) -> None:
    """Store the digests, and a short hash of every record to find the first that differs."""
    digests = {name: part.digest for name, part in parts.items()}
    lines = ["# Behaviour fingerprint of idiotcore (python benchmarks/fingerprint.py --check).",
             f"size {size}"]
    lines += [f"part {name} {digest} {parts[name].records}" for name, digest in digests.items()]
    lines += [f"overall {overall(digests)}", f"# each chunk: its name, then the first {SHORT} "
              "bytes of each record's SHA-256 in base64"]
    for part in parts.values():
        for chunk in part.chunks:
            text = "".join(short(h) for h in chunk.hashes)
            lines += [f"chunk {part.name} {chunk.name}",
                      *(text[i:i + WIDTH] for i in range(0, len(text), WIDTH))]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@dataclasses.dataclass
class Stored:
    """A stored fingerprint, as :func:`write` wrote it."""

    size: str
    digests: dict[str, str]
    chunks: dict[str, list[tuple[str, list[str]]]]


def read(path: Path) -> Stored:
    lines = path.read_text(encoding="utf-8").splitlines()
    stored = Stored("", {}, {})
    at = 0
    while at < len(lines):
        line = lines[at]
        at += 1
        if line.startswith("size "):
            stored.size = line.removeprefix("size ")
        elif line.startswith("part "):
            _, name, digest, _ = line.split(" ")
            stored.digests[name] = digest
        elif line.startswith("chunk "):
            part, name = line.removeprefix("chunk ").split(" ", 1)
            text = ""
            while at < len(lines) and not lines[at].startswith(("chunk ", "#")):
                text += lines[at]
                at += 1
            size = len(short("00" * SHORT))
            hashes = [text[i:i + size] for i in range(0, len(text), size)]
            stored.chunks.setdefault(part, []).append((name, hashes))
    return stored


def first_difference(part: Part, stored: list[tuple[str, list[str]]]) -> str:
    """Where ``part`` first differs from its stored chunks, for a reader."""
    for index, chunk in enumerate(part.chunks):
        if index >= len(stored):
            return f"{chunk.name}: a chunk more than was recorded"
        name, hashes = stored[index]
        if name != chunk.name:
            return f"chunk {index + 1} is {chunk.name}, was {name}"
        for number, (old, new) in enumerate(zip(hashes, chunk.hashes, strict=False)):
            if old != short(new):
                return f"record {number} of '{chunk.name}': {chunk.labels[number]}"
        if len(hashes) != len(chunk.hashes):
            return (f"'{chunk.name}' has {len(chunk.hashes)} records, was {len(hashes)}; the last "
                    f"that agree: {chunk.labels[min(len(hashes), len(chunk.hashes)) - 1]}")
    if len(stored) > len(part.chunks):
        return f"{len(part.chunks)} chunks, {len(stored)} were recorded"
    return "the records' short hashes agree (two records differ alike in their first digits)"


def unmatched(part: Part, stored: list[tuple[str, list[str]]]) -> int:
    """How many of the part's records have no record with the same short hash among the
    stored ones, wherever they lie (an example moved to another page still matches)."""
    left = Counter(h for _, hashes in stored for h in hashes)
    missing = 0
    for chunk in part.chunks:
        for new in chunk.hashes:
            if left[short(new)] > 0:
                left[short(new)] -= 1
            else:
                missing += 1
    return missing


def show(part: str, name: str, number: str, parts: dict[str, Part]) -> int:
    """Print one record in full (``--show``); 2 if there is no such record."""
    chunk = next((c for c in parts[part].chunks if c.name == name), None)
    if chunk is None or int(number) >= len(chunk.records):
        print(f"no record {number} in chunk {name!r} of {part}", file=sys.stderr)
        return 2
    print(chunk.labels[int(number)])
    print(json.dumps(json.loads(chunk.records[int(number)]), indent=1, sort_keys=True,
                     ensure_ascii=False))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=MOVES, help="moves of random games")
    parser.add_argument("--quick", action="store_true", help="a small run, for the tests")
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--write", action="store_true", help=f"store it in {STORED.name}")
    action.add_argument("--check", action="store_true", help=f"compare with {STORED.name}")
    action.add_argument("--show", nargs=3, metavar=("PART", "CHUNK", "N"),
                        help="print record N (from 0) of a chunk in full")
    parser.add_argument("--file", type=Path, default=STORED, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.moves < 1:
        parser.error("--moves must be at least 1")
    if args.show and (args.show[0] not in PARTS or not args.show[2].isdigit()):
        parser.error(f"--show PART CHUNK N: PART is one of {', '.join(PARTS)}, N a number")
    if args.check and not args.file.exists():
        parser.error(f"no {args.file}: record it first with --write")
    stored = read(args.file) if args.check or (args.show and args.file.exists()) else None
    if stored is not None:  # the size recorded, unless given
        given = any(a.startswith(("--moves", "--quick"))
                    for a in (argv if argv is not None else sys.argv[1:]))
        if given and args.check and size_of(args) != stored.size:
            parser.error(f"{args.file.name} was recorded with {stored.size}; check with that")
        if not given:
            args.quick = stored.size == "--quick"
            args.moves = MOVES if args.quick else int(stored.size.split()[1])

    def progress(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    began = time.perf_counter()
    if args.show:
        part, chunk, number = args.show
        return show(part, chunk, number, fingerprint(args.moves, args.quick, [part], keep=True,
                                                     progress=progress))
    parts = fingerprint(args.moves, args.quick, progress=progress)
    digests = {name: part.digest for name, part in parts.items()}
    for name, digest in digests.items():
        print(f"{name:9} {digest}  ({parts[name].records:,} records)")
    print(f"{'overall':9} {overall(digests)}")
    moves = sum(len(chunk.hashes) - 1 for chunk in parts["games"].chunks)
    print(f"{size_of(args)}: {moves:,} moves of random games in {len(parts['games'].chunks)} games; "
          f"took {time.perf_counter() - began:.1f} s")
    if args.write:
        write(args.file, size_of(args), parts)
        print(f"wrote {args.file.relative_to(ROOT) if args.file.is_relative_to(ROOT) else args.file}")
    if stored is not None:
        differ = [name for name in PARTS if digests[name] != stored.digests.get(name)]
        for name in differ:
            chunks = stored.chunks.get(name, [])
            print(f"DIFFERS: {name}: {first_difference(parts[name], chunks)}; "
                  f"{unmatched(parts[name], chunks):,} records match none recorded")
        if differ:
            return 1
        print(f"same as {args.file.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
