"""The layout that shows the architecture (see the contributors' page on it): the engine's parts
as subpackages with no import cycle among their modules, imports inside functions counted too
(as ``../shared/tools/cycles.py`` counts them); a top level of at most eight modules; the
wording layer a leaf; no rule module that calls the engine; no module over 400 lines."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "idiotcore"
sys.path.insert(0, str(ROOT / "docs" / "_ext"))
import idiotarch  # noqa: E402  (the graph the architecture page draws)


def imports() -> dict[str, set[str]]:
    """The engine's modules each imports, imports inside functions counted."""
    return idiotarch.imports(ENGINE)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The module cycles, leaving out the edges to packages (an ``__init__`` re-exports)."""
    return idiotarch.cycles(graph, idiotarch.packages(ENGINE))


def test_cycles_are_found() -> None:
    """The check itself: a cycle is found, and an edge into a package left out."""
    assert idiotarch.cycles({"a": {"b"}, "b": {"a"}, "c": set()}) == [["a", "b"]]
    assert idiotarch.cycles({"a": {"b"}, "b": {"a"}}, {"a"}) == []


def test_no_import_cycles() -> None:
    assert cycles(imports()) == []


def test_the_top_level_holds_at_most_eight_modules() -> None:
    top = sorted(path.name for path in ENGINE.glob("*.py"))
    assert len(top) <= 8, top


def test_the_wording_layer_is_a_leaf() -> None:
    """The words depend on nothing else in the engine: the data types and the rule modules
    register with them, never the other way round."""
    graph = imports()
    outside = {name: sorted(m for m in deps if not m.startswith("idiotcore.lang"))
               for name, deps in graph.items() if name.startswith("idiotcore.lang")}
    assert all(not deps for deps in outside.values()), outside


def test_no_rule_module_calls_the_engine() -> None:
    """A rule decides by itself; the mechanism asks it, never the other way round (§27's look
    for queens never laid asks the ruleset's game, :mod:`idiotcore.model.games`)."""
    above = ("idiotcore.judge", "idiotcore.engine", "idiotcore.listing", "idiotcore.play",
             "idiotcore.compact", "idiotcore.present")
    graph = imports()
    calls = {name: sorted(m for m in deps if m.startswith(above))
             for name, deps in graph.items() if name.startswith("idiotcore.rules")}
    assert not any(calls.values()), {k: v for k, v in calls.items() if v}


def test_no_module_is_over_400_lines() -> None:
    """The engine, the site's extension, the notebooks' helpers and the benchmarks (the tests
    are lists of cases, and may run longer)."""
    places = [*ENGINE.rglob("*.py"), *(ROOT / "docs" / "_ext").glob("*.py"),
              *(ROOT / "notebooks").rglob("*.py"), *(ROOT / "benchmarks").glob("*.py")]
    long = {str(p.relative_to(ROOT)): n for p in places
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 400}
    assert not long, long


def test_the_architecture_picture_names_every_part() -> None:
    """The page's picture draws every subpackage and top module of the engine, so a new part
    must be described there (``idiotarch.PARTS``)."""
    parts = {p.name for p in ENGINE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    parts |= {p.stem for p in ENGINE.glob("*.py") if not p.stem.startswith("__")}
    assert parts == set(idiotarch.PARTS)
    drawn = idiotarch.picture(idiotarch.part_graph(ENGINE))
    assert all(f">{name}" in drawn for name in idiotarch.PARTS)
    assert "<title>engine imports listing</title>" in drawn


RANK_NAMES = {"TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN", "JACK",
              "QUEEN", "KING", "ACE", "JOKER_VALUE"}
RANK_TESTS_ALLOWED: dict[str, int] = {}
"""Comparisons of a card's rank allowed outside ``rules/`` and ``model/cards.py`` (which
defines the ranks), by module: none. Every rank a decision turns on is a rule's, asked of its
module (a predicate such as ``s05_five.is_five``) or of its power
(:mod:`idiotcore.model.powers`)."""


def _rankish(node: ast.expr) -> bool:
    text = ast.unparse(node).lower()
    return any(w in text for w in ("value", "rank", "val(")) and not text.startswith("len")


def _rank_literal(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return type(node.value) is int and 2 <= node.value <= 15
    if isinstance(node, ast.Name | ast.Attribute):
        return (node.id if isinstance(node, ast.Name) else node.attr) in RANK_NAMES
    if isinstance(node, ast.Tuple | ast.Set | ast.List):
        return bool(node.elts) and all(_rank_literal(e) for e in node.elts)
    return False


def rank_tests(root: Path = ENGINE) -> dict[str, list[str]]:
    """The comparisons of something named value, rank or ``VALUE[...]`` with a rank number
    (2-15) or a rank constant, outside ``rules/`` and ``cards.py``, by module (the count of
    ``../shared/tools/rank_tests.py``)."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        if "rules" in path.relative_to(root).parts or path.name == "cards.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                if any(map(_rankish, sides)) and any(map(_rank_literal, sides)):
                    found.setdefault(str(path.relative_to(root.parent)), []).append(
                        f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_rank_count_finds_a_rank_test(tmp_path: Path) -> None:
    """The check itself: a mechanism that compares a rank is caught, a rule module is not."""
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "s08.py").write_text("def f(c):\n    return VALUE[c] == 8\n")
    (tmp_path / "listing.py").write_text("def f(c, n):\n    return VALUE[c] == KING or n == 9\n")
    found = rank_tests(tmp_path)
    assert list(found.values()) == [["2: VALUE[c] == KING"]], found


def test_only_the_rules_compare_ranks() -> None:
    """Outside the rule modules no code decides by a card's rank, but the few named in
    :data:`RANK_TESTS_ALLOWED`."""
    counts = {module: len(places) for module, places in rank_tests().items()}
    assert counts == RANK_TESTS_ALLOWED, rank_tests()


def test_every_rank_has_one_power_in_extreme() -> None:
    """Each rank of Extreme Idiot (a joker as 0) has its power, from its paragraph's module,
    once: the mechanism finds every card's behaviour in the registry."""
    from idiotcore.judge.games import ExtremeIdiot
    from idiotcore.rules import MODULES

    ranks = sorted(power.rank for power in ExtremeIdiot.powers)
    assert ranks == [0, *range(2, 15)]
    owners = {power.rank: module.__name__ for module in MODULES
              for power in vars(module).values() if power in ExtremeIdiot.powers}
    assert all(name.startswith("idiotcore.rules.extreme.") for name in owners.values()), owners


def test_house_rules_are_one_module_and_a_switch_each() -> None:
    """A house rule: a module under ``rules/house/`` holding its ``HOUSE``, its switch off in
    every preset, listed by one game."""
    from idiotcore.judge.games import ClassicIdiot, ExtremeIdiot
    from idiotcore.model.rulesets import PRESETS
    from idiotcore.rules import MODULES

    houses = [module for module in MODULES if module.__name__.startswith("idiotcore.rules.house.")]
    assert houses
    listed = [*ClassicIdiot.house_rules, *ExtremeIdiot.house_rules]
    assert sorted(id(module.HOUSE) for module in houses) == sorted(map(id, listed))
    for module in houses:
        assert module.HOUSE.switch == module.SWITCH
        assert not any(getattr(rules, module.SWITCH) for rules in PRESETS.values())
