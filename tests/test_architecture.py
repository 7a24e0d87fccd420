"""The layout that shows the architecture (see the contributors' page on it): the engine's parts
as subpackages with no import cycle among their modules, imports inside functions counted too
(as ``../shared/tools/cycles.py`` counts them); a top level of at most eight modules; the
wording layer a leaf; no rule module that calls the engine; no module over 400 lines."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "idiotcore"


def modules() -> dict[str, Path]:
    """Every module of the engine by dotted name (a package by its ``__init__``)."""
    found = {}
    for path in ENGINE.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports() -> dict[str, set[str]]:
    """The engine's modules each imports, anywhere in it (inside functions too); a name
    imported from a package counts as its submodule when it is one."""
    known = modules()
    graph: dict[str, set[str]] = {}
    for name, path in known.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom):
                base = package[: len(package) - node.level + 1] if node.level else []
                stem = ".".join(base + ([node.module] if node.module else []))
                targets = [f"{stem}.{a.name}" if f"{stem}.{a.name}" in known else stem
                           for a in node.names]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            for target in targets:
                while target and target not in known:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    found.add(target)
        graph[name] = found
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), leaving out the edges to
    packages: a package's ``__init__`` re-exports, so every submodule reaches it."""
    packages = {name for name, path in modules().items() if path.name == "__init__.py"}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph[node] - packages:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index and node not in packages:
            visit(node)
    return found


def test_cycles_are_found() -> None:
    """The check itself: a cycle through an import inside a function is one."""
    assert cycles({"a": {"b"}, "b": {"a"}, "c": set()}) == [["a", "b"]]


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
    """A rule decides by itself; the mechanism asks it (§27's search lives in the judge)."""
    above = ("idiotcore.engine", "idiotcore.listing", "idiotcore.play", "idiotcore.compact",
             "idiotcore.present")
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
