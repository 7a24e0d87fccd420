"""The engine's parts and their imports, read from the code: the import graph (imports inside
functions counted), its cycles, and the picture of the parts on the architecture page
(``{idiot-architecture}``), drawn at build time so that it can never fall behind the code.
``tests/test_architecture.py`` checks the same graph."""

from __future__ import annotations

import ast
import html
from pathlib import Path

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

ENGINE = Path(__file__).resolve().parent.parent.parent / "idiotcore"

PARTS: dict[str, str] = {
    "present": "pictures, the pages' bridge, the command",
    "compact": "the fast core: integers, masks, tables",
    "play": "games, computer players",
    "engine": "the verbs: check, apply, resolve, list",
    "listing": "the legal moves, big lists as choices",
    "judge": "the mechanism that asks the rules",
    "formats": "JSON and the one-line notation",
    "rules": "a module per rule: refusals, effects",
    "model": "cards, positions, moves, verdicts, rule ids",
    "lang": "the words: templates by language",
}
"""Each part of the engine (a subpackage, or a module at the top) and what it holds."""


def modules(engine: Path = ENGINE) -> dict[str, Path]:
    """Every module of the engine by dotted name (a package by its ``__init__``)."""
    found = {}
    for path in engine.rglob("*.py"):
        parts = path.relative_to(engine.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(engine: Path = ENGINE) -> dict[str, set[str]]:
    """The engine's modules each imports, anywhere in it (inside functions too); a name imported
    from a package counts as its submodule when it is one."""
    known = modules(engine)
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


def cycles(graph: dict[str, set[str]], leave_out: set[str] = frozenset()) -> list[list[str]]:
    """The strongly connected groups of more than one node (Tarjan), the edges into
    ``leave_out`` left out (a package's ``__init__`` re-exports, so every submodule reaches
    it)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, set()) - leave_out):
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
        if node not in index and node not in leave_out:
            visit(node)
    return found


def packages(engine: Path = ENGINE) -> set[str]:
    """The dotted names of the engine's packages."""
    return {name for name, path in modules(engine).items() if path.name == "__init__.py"}


def part_of(module: str) -> str | None:
    """The part a module belongs to (None: the package itself, ``__main__``)."""
    names = module.split(".")
    return names[1] if len(names) > 1 and names[1] in PARTS else None


def part_graph(engine: Path = ENGINE) -> dict[str, set[str]]:
    """Which parts import which: the modules' imports, part to part."""
    graph: dict[str, set[str]] = {name: set() for name in PARTS}
    for module, deps in imports(engine).items():
        here = part_of(module)
        for dep in deps:
            there = part_of(dep)
            if here and there and there != here:
                graph[here].add(there)
    return graph


def layers(graph: dict[str, set[str]]) -> dict[str, int]:
    """Each part's row: one below the lowest part that imports it, the parts that import each
    other (a cycle among parts, not among modules) on one row."""
    group = {name: name for name in graph}
    for members in cycles(graph):
        for name in members:
            group[name] = members[0]
    below: dict[str, set[str]] = {g: set() for g in set(group.values())}
    for name, deps in graph.items():
        below[group[name]] |= {group[d] for d in deps if group[d] != group[name]}
    depth: dict[str, int] = {}

    def height(g: str) -> int:
        if g not in depth:
            depth[g] = 1 + max((height(d) for d in below[g]), default=-1)
        return depth[g]

    return {name: height(group[name]) for name in graph}


BOX_W, BOX_H, GAP_X, GAP_Y = 176, 50, 16, 46


def direct(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """``graph`` without the arrows that a longer way already gives (A to C when A reaches C
    through B), parts that reach each other taken as one: what a reader needs to see which
    part stands on which. The arrows between parts that reach each other all stay."""
    group = {name: name for name in graph}
    for members in cycles(graph):
        for name in members:
            group[name] = members[0]
    lower = {g: {group[d] for n in graph if group[n] == g for d in graph[n]} - {g}
             for g in set(group.values())}

    def reach(start: str, skip: str) -> set[str]:
        seen, todo = set(), [g for g in lower[start] if g != skip]
        while todo:
            here = todo.pop()
            if here not in seen:
                seen.add(here)
                todo += lower[here]
        return seen

    return {a: {b for b in deps if group[a] == group[b]
                or group[b] not in reach(group[a], group[b])}
            for a, deps in graph.items()}


def picture(graph: dict[str, set[str]]) -> str:
    """The parts as boxes in rows, each arrow from a part to one it imports where no longer way
    leads there (:func:`direct`); a dashed arrow runs back up or sideways, between parts that
    reach each other."""
    rows = layers(graph)
    graph = direct(graph)
    top = max(rows.values())
    by_row: dict[int, list[str]] = {}
    for name in PARTS:  # in PARTS order: the people-facing parts first
        by_row.setdefault(top - rows[name], []).append(name)
    width = max(len(names) for names in by_row.values()) * (BOX_W + GAP_X) + GAP_X
    long = [(name, dep) for name in PARTS for dep in sorted(graph[name])
            if top - rows[dep] - (top - rows[name]) > 1]  # past a row: round the boxes' right
    lanes = {edge: width + 10 * (i + 1) for i, edge in enumerate(long)}
    width += 10 * len(long) + GAP_X
    place: dict[str, tuple[float, float]] = {}
    for row, names in by_row.items():
        start = (width - len(names) * (BOX_W + GAP_X) + GAP_X) / 2
        for i, name in enumerate(names):
            place[name] = (start + i * (BOX_W + GAP_X), GAP_Y / 2 + row * (BOX_H + GAP_Y))
    height = len(by_row) * (BOX_H + GAP_Y)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
           'class="idiot-architecture" role="img" aria-labelledby="arch-title">',
           '<title id="arch-title">The engine\'s parts, each arrow from a part to one it '
           'imports</title>',
           '<defs><marker id="arch-arrow" viewBox="0 0 10 10" refX="9" refY="5" '
           'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
           '<path d="M0 0L10 5L0 10z" fill="#667"/></marker></defs>']
    for name in PARTS:
        x, y = place[name]
        for dep in sorted(graph[name]):
            tx, ty = place[dep]
            down = ty > y
            dash = "" if down else ' stroke-dasharray="5 4"'
            tip = (f'stroke="#667" stroke-width="1.2" fill="none"{dash} '
                   f'marker-end="url(#arch-arrow)"><title>{name} imports {dep}</title>')
            if (name, dep) in lanes:  # out to its lane on the right, down, and back in
                lane, mid = lanes[name, dep], ty + BOX_H / 2
                out.append(f'<polyline points="{x + BOX_W:.0f},{y + BOX_H / 2:.0f} '
                           f'{lane:.0f},{y + BOX_H / 2:.0f} {lane:.0f},{mid:.0f} '
                           f'{tx + BOX_W:.0f},{mid:.0f}" {tip}</polyline>')
                continue
            if ty == y:  # side by side: from one box's side to the other's
                x1, x2 = (x + BOX_W, tx) if tx > x else (x, tx + BOX_W)
                y1 = y2 = y + BOX_H / 2 + (6 if tx > x else -6)
            else:
                y1, y2 = (y + BOX_H, ty) if down else (y, ty + BOX_H)
                x1 = x + BOX_W / 2 + (tx - x) * 0.15
                x2 = tx + BOX_W / 2 - (tx - x) * 0.15
            out.append(f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" '
                       f'{tip}</line>')
    for name, what in PARTS.items():
        x, y = place[name]
        label = name if name == "engine" else name + "/"
        out.append(f'<g><title>{html.escape(name)}: {html.escape(what)}</title>'
                   f'<rect x="{x:.0f}" y="{y:.0f}" width="{BOX_W}" height="{BOX_H}" rx="6" '
                   'fill="#f3f5fa" stroke="#445"/>'
                   f'<text x="{x + BOX_W / 2:.0f}" y="{y + 20:.0f}" text-anchor="middle" '
                   f'font-size="15" font-weight="bold">{html.escape(label)}</text>'
                   f'<text x="{x + BOX_W / 2:.0f}" y="{y + 38:.0f}" text-anchor="middle" '
                   f'font-size="10">{html.escape(what)}</text></g>')
    out.append("</svg>")
    return "".join(out)


class IdiotArchitecture(SphinxDirective):
    """``{idiot-architecture}``: the picture of the engine's parts, read from the code now."""

    def run(self) -> list[nodes.Node]:
        for path in modules().values():
            self.env.note_dependency(str(path))
        return [nodes.raw("", f'<figure class="idiot-architecture">{picture(part_graph())}'
                          "</figure>", format="html")]


def setup(app: Sphinx) -> dict[str, object]:
    app.add_directive("idiot-architecture", IdiotArchitecture)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
