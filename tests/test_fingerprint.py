"""The behaviour fingerprint (benchmarks/fingerprint.py) is deterministic and sees a change in
what the engine says or does. Its stored file is for the before/after check of a refactor, run by
hand, so it is not compared here."""

from __future__ import annotations

import dataclasses
import importlib.util
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from idiotcore import to_notation
from idiotcore.judge import placement
from idiotcore.lang.wording import catalogue
from idiotcore.model.rulebook import R
from idiotcore.model.rulesets import PRESETS
from idiotcore.model.verdict import Code, Reason
from idiotcore.present.examples import all_examples, decide_example

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "fingerprint.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fingerprint", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


fingerprint = _load()


def _digests(*parts: str) -> dict[str, str]:
    return {name: part.digest
            for name, part in fingerprint.fingerprint(quick=True, parts=parts or fingerprint.PARTS).items()}


@pytest.fixture(scope="module")
def quick() -> dict[str, str]:
    return _digests()


def test_quick_run_is_deterministic(quick: dict[str, str]) -> None:
    assert _digests() == quick
    assert len(set(quick.values())) == len(fingerprint.PARTS)


def test_quick_run_does_not_depend_on_the_hash_seed(quick: dict[str, str]) -> None:
    """Another process with another hash seed (set and dict order of strings) gives the same
    digests, printed by the script itself."""
    out = subprocess.run([sys.executable, str(SCRIPT), "--quick"], capture_output=True, text=True,
                         check=True, env={"PYTHONHASHSEED": "12345", "PATH": ""}, cwd=ROOT).stdout
    printed = {line.split()[0]: line.split()[1] for line in out.splitlines()
               if line.split() and line.split()[0] in quick}
    assert printed == quick


def _recode(change: Callable[[Reason], Reason]) -> Callable[..., list[Reason]]:
    """:func:`idiotcore.judge.placement.extreme_card` with ``change`` made to its §7 refusal."""
    original = placement.extreme_card

    def extreme_card(*args: object) -> list[Reason]:
        return [change(r) if r.code is Code.AFTER_SEVEN else r for r in original(*args)]  # type: ignore[arg-type]

    return extreme_card


def test_a_refusal_worded_otherwise_changes_the_examples(
        quick: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """§7's sentence changed in the one place it is worded: the catalogue's template."""
    templates = catalogue("en")
    monkeypatch.setitem(templates, "s07.AFTER_SEVEN",
                        templates["s07.AFTER_SEVEN"].replace("or lower", "or below"))
    assert _digests("examples")["examples"] != quick["examples"]


SEVEN = '"code":"AFTER_SEVEN"'
"""How a §7 refusal shows in a record (the verdict's JSON)."""


def _first_seven_example() -> tuple[str, int]:
    """The first worked example that §7 refuses, as ``--check`` names it (its chunk, its number
    there and where it is, the table and the move), and how many examples §7 refuses."""
    refused: list[tuple[str, int, str]] = []
    number: dict[str, int] = {}
    for example in all_examples(ROOT / "rulebook"):
        index = number[example.source] = number.get(example.source, -1) + 1
        try:
            outcome = decide_example(example)
        except ValueError:
            continue
        if any(r.code is Code.AFTER_SEVEN and r.rule == R.S7 for r in outcome.verdict.reasons):
            where = f"{example.where}: {to_notation(outcome.before)} / {example.move}"
            refused.append((example.source, index, where))
    assert refused, "no worked example is refused by §7"
    source, index, where = refused[0]
    return f"record {index} of '{source}': {where}", len(refused)


def _first_seven_game() -> tuple[str, int]:
    """The first record of the quick run's games where a candidate move is refused by §7, as
    ``--check`` names it (the game, the move's number, the position and the move played), and
    how many records hold a §7 refusal."""
    games = fingerprint.fingerprint(quick=True, parts=["games"], keep=True)["games"]
    found = [(chunk.name, number, chunk.labels[number]) for chunk in games.chunks
             for number, record in enumerate(chunk.records) if SEVEN in record]
    assert found, "no candidate move of the quick games is refused by §7"
    name, number, label = found[0]
    return f"record {number} of '{name}': {label}", len(found)


def test_a_refusal_coded_otherwise_changes_the_examples(
        quick: dict[str, str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """§7's refusal given another code (the rule function patched) changes the examples, and
    ``--check`` against a fingerprint stored before says exactly where: the examples at the
    first worked example §7 refuses and the random games at their first position with a
    candidate §7 refuses, each with as many records unmatched as hold a §7 refusal; the golden
    games, with none, are reported with the digest stored, as the same."""
    stored = tmp_path / "fingerprint.txt"
    assert fingerprint.main(["--quick", "--write", "--file", str(stored)]) == 0
    recorded = dict(re.findall(r"^part (\S+) (\S+) \d+$", stored.read_text(encoding="utf-8"),
                               re.MULTILINE))
    assert recorded == quick
    example, examples = _first_seven_example()
    game, games = _first_seven_game()
    monkeypatch.setattr(placement, "extreme_card",
                        _recode(lambda r: dataclasses.replace(r, code=Code.TOO_LOW)))
    assert _digests("examples")["examples"] != quick["examples"]
    capsys.readouterr()
    assert fingerprint.main(["--check", "--file", str(stored)]) == 1
    out = capsys.readouterr().out.splitlines()
    differ = [line for line in out if line.startswith("DIFFERS")]
    assert differ == [
        f"DIFFERS: examples: {example}; {examples:,} records match none recorded",
        f"DIFFERS: games: {game}; {games:,} records match none recorded",
    ], differ
    assert re.fullmatch(r"record \d+ of 'extreme[^']*': extreme\S* \dp seed \d+ move \d+: "
                        r"extreme\S*/\S+ / \w.*", game), game
    printed = {line.split()[0]: line.split()[1] for line in out
               if line.split() and line.split()[0] in fingerprint.PARTS}
    assert printed["golden"] == recorded["golden"], "the golden games did not change"
    assert printed["examples"] != recorded["examples"] and printed["games"] != recorded["games"]
    assert not any(line.startswith("same as") for line in out)


def test_a_switch_default_flipped_changes_the_games(quick: dict[str, str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Classic without sjanse (a copy of the preset, so the notation does not show it)."""
    monkeypatch.setitem(PRESETS, "classic", dataclasses.replace(PRESETS["classic"], sjanse=False))
    assert _digests("games")["games"] != quick["games"]


def test_check_names_the_part_and_first_record_that_differ(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    stored = tmp_path / "fingerprint.txt"
    assert fingerprint.main(["--quick", "--write", "--file", str(stored)]) == 0
    assert fingerprint.main(["--check", "--file", str(stored)]) == 0
    monkeypatch.setitem(PRESETS, "classic", dataclasses.replace(PRESETS["classic"], sjanse=False))
    capsys.readouterr()
    assert fingerprint.main(["--check", "--file", str(stored)]) == 1
    differ = [line for line in capsys.readouterr().out.splitlines() if line.startswith("DIFFERS")]
    games = [line for line in differ if line.startswith("DIFFERS: games: ")]
    assert games and re.fullmatch(  # the game, the move's number, the position and the move
        r"DIFFERS: games: record \d+ of 'classic 2p seed 0': classic 2p seed 0 move \d+: "
        r"classic/\S+ / \w.*", games[0]), differ
