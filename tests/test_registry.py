"""One source of truth: every rule id the engine can cite is in the registry and has an anchor
in the rulebook; every Extreme paragraph is cited by the engine or marked as table conduct;
every rule has at least two worked examples and a test named after it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from idiotcore import apply, check
from idiotcore.model.rulebook import RULES, R, anchor
from idiotcore.play.game import RandomPlayer, deal
from idiotcore.present.examples import read_examples

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "\n".join(p.read_text() for p in (ROOT / "idiotcore").rglob("*.py")
                   if p.name != "rulebook.py")  # the registry itself cites nothing
NAMED = {name: value for name, value in vars(R).items() if not name.startswith("_")}
CITABLE = {NAMED[name] for name in re.findall(r"\bR\.([A-Z]\w*)", SOURCE)}
"""The rule ids the engine can cite: every one through its named value (tests/test_rule_ids.py
checks that no id is typed anywhere else)."""


def test_the_named_rule_ids_are_the_registry() -> None:
    assert sorted(NAMED.values()) == sorted(RULES)
    assert all(NAMED[name.replace("§", "S").replace(".", "_")] == name for name in RULES)


def _label_sections(page: Path) -> dict[str, str]:
    """The text under each ``(label)=`` of a page, up to the next label."""
    text = page.read_text()
    parts = re.split(r"^\((\S+)\)=\s*$", text, flags=re.M)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts) - 1, 2)}


def test_every_citable_id_is_in_the_registry() -> None:
    assert CITABLE, "no rule ids found in the engine's source"
    assert set(RULES) >= CITABLE, CITABLE - set(RULES)


def test_ids_cited_in_real_games_are_in_the_registry() -> None:
    seen: set[str] = set()
    for preset in ("classic", "portuguese", "extreme"):
        position = deal(preset, 3, seed=4)
        bot = RandomPlayer(4)
        for _ in range(300):
            if position.is_over:
                break
            move = bot.choose(position)
            seen.update(check(position, move).rules)
            position = apply(position, move)
    assert seen <= set(RULES), seen - set(RULES)


@pytest.mark.parametrize("rule_id", list(RULES))
def test_every_rule_has_an_anchor_on_its_page(rule_id: str) -> None:
    page = ROOT / "rulebook" / f"{RULES[rule_id].page}.md"
    assert page.exists(), page
    assert f"({anchor(rule_id)})=" in page.read_text()


def test_every_extreme_paragraph_is_cited_or_conduct() -> None:
    for rule_id, rule in RULES.items():
        if rule_id.startswith("§") and not rule.conduct and rule_id not in ("§4", "§8", "§20"):
            assert rule_id in CITABLE, f"{rule_id} is neither cited by the engine nor conduct"


@pytest.mark.parametrize("rule_id", list(RULES))
def test_every_rule_has_two_examples(rule_id: str) -> None:
    page = ROOT / "rulebook" / f"{RULES[rule_id].page}.md"
    sections = _label_sections(page)
    label = anchor(rule_id)
    parts = [text for name, text in sections.items() if name == label
             or name.startswith(label + "-")]
    count = sum(text.count("```{idiot-example}") for text in parts)
    examples = read_examples(page)
    cited = sum(1 for ex in examples if rule_id in ex.rules)
    assert max(count, cited) >= 2, f"{rule_id}: {count} examples in its section"


def test_every_classic_rule_has_a_test() -> None:
    names = (ROOT / "tests" / "test_classic_rules.py").read_text()
    for rule_id in RULES:
        if not rule_id.startswith("§"):
            key = rule_id[0].lower() + f"{int(rule_id[1:]):02d}" if rule_id[0] == "C" else \
                rule_id.lower()
            assert f"def test_{key}_" in names, rule_id
