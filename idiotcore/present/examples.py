"""Worked examples of the rulebook: read ``idiot-example`` blocks out of MyST text and decide
them with the engine. The Sphinx extension and pytest both use this, so an example that drifts
from the engine fails the build and the tests alike."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from ..engine import attempt
from ..formats.notation import read_position
from ..model.errors import InputError
from ..model.moves import parse_move
from ..model.position import Position
from ..model.verdict import Verdict

_BLOCK = re.compile(r"^(`{3,})\{idiot-example\}[^\n]*\n(.*?)^\1\s*$", re.M | re.S)
_OPTION = re.compile(r"^:([a-z_]+):\s*(.*)$")


class ExampleError(InputError):
    """A worked example that can't be decided: a key of the catalogue (``input.*``), ``where``
    the example's file and line."""


@dataclasses.dataclass(frozen=True)
class Example:
    """One worked example: where it is, the table, the move, the verdict the author expects."""

    source: str
    line: int
    position: str
    move: str
    legal: bool
    rules: tuple[str, ...] = ()
    consequence: str | None = None
    caption: str = ""

    @property
    def where(self) -> str:
        """``file:line`` of the example, for error messages."""
        return f"{self.source}:{self.line}"


@dataclasses.dataclass(frozen=True)
class ExampleOutcome:
    """What the engine made of an example."""

    example: Example
    before: Position
    verdict: Verdict
    after: Position
    problems: tuple[str, ...]


def parse_options(body: str) -> tuple[dict[str, str], str]:
    """Split a directive body into its ``:name: value`` options and the content after them."""
    options: dict[str, str] = {}
    lines = body.splitlines()
    index = 0
    while index < len(lines):
        match = _OPTION.match(lines[index].strip())
        if not match:
            break
        options[match.group(1)] = match.group(2).strip()
        index += 1
    return options, "\n".join(lines[index:]).strip()


def make_example(options: dict[str, str], content: str, source: str, line: int) -> Example:
    """An :class:`Example` from directive options and content.

    :raises ExampleError: naming the example if an option is missing or wrong.
    """
    where = f"{source}:{line}"
    if "move" not in options or options.get("legal") not in ("true", "false"):
        raise ExampleError("input.EXAMPLE_OPTIONS", where=where)
    consequence = options.get("consequence") or None
    if consequence not in (None, "pick_up", "take_back"):
        raise ExampleError("input.EXAMPLE_CONSEQUENCE", where=where)
    return Example(source, line, content, options["move"], options["legal"] == "true",
                   tuple(options.get("rules", "").replace(",", " ").split()), consequence,
                   options.get("caption", ""))


def read_examples(path: Path, root: Path | None = None) -> list[Example]:
    """Every example in one MyST file."""
    text = path.read_text(encoding="utf-8")
    name = str(path.relative_to(root)) if root else str(path)
    found = []
    for match in _BLOCK.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        options, content = parse_options(match.group(2))
        found.append(make_example(options, content, name, line))
    return found


def decide_example(example: Example) -> ExampleOutcome:
    """Run an example through the engine and list every way it disagrees with its author.

    :raises ExampleError: (with the example's location) if its position or move is bad input.
    """
    try:
        tried = attempt(read_position(example.position), parse_move(example.move))
    except InputError as err:
        raise ExampleError.at(err, example.where) from None
    before, verdict, after = tried.before, tried.verdict, tried.after
    problems = []
    if verdict.legal != example.legal:
        problems.append(f"expected {'legal' if example.legal else 'illegal'}, engine says "
                        f"{'legal' if verdict.legal else 'illegal'}: {verdict.message}")
    cited = verdict.rules
    if example.rules and (not cited or cited[0] != example.rules[0]):
        problems.append(f"expected {example.rules[0]} first, engine cites {cited}")
    missing = [r for r in example.rules if r not in cited]
    if missing:
        problems.append(f"engine does not cite {missing} (cites {cited})")
    kind = verdict.consequence.kind if verdict.consequence else None
    if not example.legal and not example.consequence:
        problems.append("an illegal example must state its :consequence: (pick_up or "
                        f"take_back; the engine gives {kind})")
    elif not verdict.legal and example.consequence and kind != example.consequence:
        problems.append(f"expected consequence {example.consequence}, engine gives {kind}")
    return ExampleOutcome(example, before, verdict, after, tuple(problems))


def all_examples(root: Path) -> list[Example]:
    """Every example under a rulebook folder, file by file in name order."""
    return [ex for path in sorted(root.rglob("*.md")) for ex in read_examples(path, root)]
