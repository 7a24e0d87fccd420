"""Sphinx extension of the rulebook: worked examples checked by the engine, rule statements from
the registry, the placement matrix, and "referred to by" back-links.

Directives
    ``idiot-example``   a position, a move and the expected verdict; the engine decides it at
                        build time and the page shows the table before and after, the verdict
                        and the position's notation, with a link that opens it on the Table
                        page (``table.html#p=…&m=…``). A disagreement is a logged error (so
                        ``sphinx-build -W`` fails, and the build's exit status is 1 in any case).
    ``idiot-rule ID``   the registry's one-paragraph statement of a rule, with its title, and
                        "practise this rule": links to its lessons on the Learn page (from
                        ``notebooks/lessons``, through :mod:`idiotcore.present.lessons`).
    ``idiot-placement-matrix``  Extreme Idiot: which card may go on which, cell by cell from
                        :func:`idiotcore.check`.
    ``idiot-referees [WHAT]``  the rulings of a rule (questions, readings, switch names, ruling
                        ids), folded: a ``<details>`` closed until the reader opens it, titled
                        "For referees" (and ``WHAT``), after the rule's examples.
    ``idiot-more-examples [WHAT]``  a rule's further worked examples, folded the same way,
                        titled "More examples (N)", between its first examples and the rulings;
                        their pictures are files (``_images/idiotbook/``) the browser loads
                        when the block opens, so the page stays light.

Links to rules from generated HTML are written ``href="idiotbook-rule:LABEL"`` and resolved when
a page is written, from the labels Sphinx found (``(s7)=`` …), so they work from any page.
"""

from __future__ import annotations

import hashlib
import html
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

import idiotcore
from idiotcore import check, read_position, show, to_notation
from idiotcore.present.examples import ExampleOutcome, decide_example, make_example
from idiotcore.present.lessons import files as lesson_files
from idiotcore.present.lessons import for_rule
from idiotcore.present.render import table_svg
from idiotcore.present.verdicts import verdict_html
from idiotcore.present.web import fragment as table_fragment
from idiotcore.rulebook import RULES, anchor

logger = logging.getLogger(__name__)

RULE_LABELS = {anchor(rule_id): rule_id for rule_id in RULES}
"""Sphinx label of every rule in the registry → rule id."""
_PLACEHOLDER = re.compile(r'href="idiotbook-rule:([^"]*)"')
_TABLE_PLACEHOLDER = re.compile(r'href="idiotbook-table:([^"]*)"')
_PICTURE_PLACEHOLDER = re.compile(r'src="idiotbook-picture:([^"]*)"')
PICTURES = "_images/idiotbook"
"""Where the pictures of folded examples go in the built site (one SVG file each, by content)."""
FOLDED = "idiotbook_folded"
"""``env.temp_data`` key: set while a "More examples" block parses the examples it folds."""
LEARN_DOC = "learn"
"""The Learn page (docs/learn.md): rule statements link to their lessons there."""
TABLE_DOC = "table"
"""The Table page (docs/table.md): worked examples link to it with their position and move."""
_SECTION_REF = re.compile(r"§\d+(?:\.\d+)?")


_ENGINE_FILES = sorted(str(p) for p in Path(idiotcore.__file__).parent.rglob("*.py"))
"""Every engine module, subpackages included: a page is read again when any of them changes."""


# ---------------------------------------------------------------------------------------------
# Nodes


class idiot_html(nodes.General, nodes.Element):
    """Generated HTML (SVG tables, verdicts, the matrix). ``html`` holds the markup with rule
    links as placeholders; ``labels`` the rule labels it links to (for the back-links); and
    ``pictures`` (file name → SVG) the pictures its ``<img>`` show, written to :data:`PICTURES`
    with the page. Not indexed by the search (it holds no text nodes)."""


def _rule_href(builder: Any, docname: str, label: str) -> str | None:
    labels = builder.env.domains.standard_domain.labels
    if label not in labels:
        return None
    target_doc, label_id, _ = labels[label]
    if target_doc == docname:
        return f"#{label_id}"
    return f"{builder.get_relative_uri(docname, target_doc)}#{label_id}"


def visit_idiot_html(self: Any, node: idiot_html) -> None:
    docname = self.builder.current_docname

    def resolve(match: re.Match[str]) -> str:
        href = _rule_href(self.builder, docname, match.group(1))
        if href is None:
            logger.warning("idiotbook: no label %r for a rule link", match.group(1),
                           location=node, type="idiotbook", subtype="link")
            href = "#"
        return f'href="{html.escape(href)}"'

    def to_table(match: re.Match[str]) -> str:
        if TABLE_DOC not in self.builder.env.all_docs:
            logger.warning("idiotbook: no %s page for an 'open on the table' link", TABLE_DOC,
                           location=node, type="idiotbook", subtype="link")
            return 'href="#"'
        page = html.escape(self.builder.get_relative_uri(docname, TABLE_DOC))
        return f'href="{page}#{match.group(1)}"'  # the fragment is escaped already

    pictures: dict[str, str] = node.get("pictures", {})
    folder = Path(self.builder.outdir) / PICTURES
    for name, svg in pictures.items():
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(svg, encoding="utf-8")
    root = "../" * docname.count("/")
    markup = _PLACEHOLDER.sub(resolve, node["html"])
    markup = _PICTURE_PLACEHOLDER.sub(lambda m: f'src="{root}{PICTURES}/{m.group(1)}"', markup)
    self.body.append(_TABLE_PLACEHOLDER.sub(to_table, markup))
    raise nodes.SkipNode


def skip_node(self: Any, node: nodes.Node) -> None:
    raise nodes.SkipNode


class idiot_details(nodes.General, nodes.Element):
    """A folded block: an HTML ``<details>`` with ``summary`` as its ``<summary>``, closed until
    the reader opens it; its children are ordinary body elements (indexed by the search)."""


REFEREES_CLASS = "idiot-referees"
"""The class of the folded "For referees" blocks (tests/test_site.py looks for it)."""
MORE_EXAMPLES_CLASS = "idiot-more-examples"
"""The class of the folded "More examples" blocks (tests/test_rule_pages.py looks for it)."""


def visit_idiot_details(self: Any, node: idiot_details) -> None:
    classes = " ".join(node["classes"])
    self.body.append(f'<details class="{html.escape(classes)}"><summary>'
                     f'{html.escape(node["summary"])}</summary>\n')


def depart_idiot_details(self: Any, node: idiot_details) -> None:
    self.body.append("</details>\n")


def pass_node(self: Any, node: nodes.Node) -> None:
    """Other builders: the block's content, unfolded."""


def _placeholder(rule_id: str) -> str:
    return f"idiotbook-rule:{anchor(rule_id)}"


def _rule_ref(rule_id: str, docname: str, text: str | None = None) -> pending_xref:
    """A cross-reference to a rule's label, resolved (and checked) by Sphinx."""
    text = text or rule_id
    ref = pending_xref("", refdomain="std", reftype="ref", reftarget=anchor(rule_id),
                       refexplicit=True, refwarn=True, refdoc=docname)
    ref += nodes.inline(text, text, classes=["xref", "std", "std-ref"])
    return ref


# ---------------------------------------------------------------------------------------------
# Directives


_LOGGED: set[str] = set()
"""Failure messages logged by this process (an incremental build re-logs the others)."""


def _fail(env: BuildEnvironment, line: int, message: str) -> None:
    """Log an error at docname:line (so ``-W`` fails) and remember it for later builds."""
    logger.error(message, location=(env.docname, line), type="idiotbook", subtype="example")
    failures: dict[str, list[tuple[int, str]]] = env.idiotbook_failures  # type: ignore[attr-defined]
    failures.setdefault(env.docname, []).append((line, message))
    _LOGGED.add(message)


def _note_engine(directive: SphinxDirective) -> None:
    """Re-read the page when the engine changes (incremental builds)."""
    for path in _ENGINE_FILES:
        directive.env.note_dependency(path)


class IdiotExample(SphinxDirective):
    """A worked example, decided by the engine at build time."""

    has_content = True
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        name: directives.unchanged for name in ("move", "legal", "rules", "consequence", "caption")}

    def run(self) -> list[nodes.Node]:
        _note_engine(self)
        docname = self.env.docname
        source = self.env.doc2path(docname).relative_to(self.env.srcdir).as_posix()
        options = {name: str(value or "") for name, value in self.options.items()}
        where = f"{docname}:{self.lineno}"
        try:
            example = make_example(options, "\n".join(self.content), source, self.lineno)
            outcome = decide_example(example)
        except Exception as err:  # bad input, or the engine crashed: both fail the build
            text = str(err)
            prefix = f"{source}:{self.lineno}: "
            if text.startswith(prefix):
                text = text[len(prefix):]
            elif not isinstance(err, ValueError):
                text = f"{type(err).__name__}: {text}"
            _fail(self.env, self.lineno,
                  f"idiot-example {where} ({options.get('move', '?')}): {text}")
            box = nodes.container(classes=["idiot-example", "idiot-example-broken"])
            box += nodes.paragraph(text=f"This example could not be decided: {text}")
            return [box]
        if outcome.problems:
            _fail(self.env, self.lineno, f"idiot-example {where} ({example.move}): the engine "
                  "disagrees: " + "; ".join(outcome.problems))
        return [self._render(outcome)]

    def _render(self, outcome: ExampleOutcome) -> nodes.Element:
        example = outcome.example
        names = [p.name for p in outcome.before.players]
        box = nodes.container(classes=["idiot-example"])
        if example.caption:
            box += nodes.paragraph("", "", nodes.strong(text=example.caption),
                                   classes=["idiot-caption"])
        folded = bool(self.env.temp_data.get(FOLDED))
        box += _figure("Before", table_svg(outcome.before), folded)
        move = nodes.paragraph(classes=["idiot-move"])
        actor = example.move.split(":", 1)[0] if ":" in example.move else None
        who = actor if actor is not None else names[outcome.before.to_move]
        move += nodes.Text(f"Move by {who}: ")
        move += nodes.literal(text=example.move)
        box += move
        verdict = outcome.verdict
        markup = verdict_html(verdict, names=names, href=_placeholder)
        labels = [anchor(r) for r in verdict.rules if r in RULES]
        if verdict.consequence is not None:
            labels += [anchor(r) for r in verdict.consequence.rules if r in RULES]
        box += idiot_html(html=markup, labels=labels)
        if outcome.problems:
            warn = nodes.container(classes=["idiot-disagreement"])
            warn += nodes.paragraph(text="The engine disagrees with this example: "
                                    + "; ".join(outcome.problems))
            box += warn
        if outcome.after != outcome.before:
            box += _figure("After", table_svg(outcome.after), folded)
        else:
            box += nodes.paragraph(text="After: the table is unchanged.",
                                   classes=["idiot-unchanged"])
        notation = nodes.paragraph(classes=["idiot-notation"])
        notation += nodes.Text("Position: ")
        notation += nodes.literal(text=to_notation(outcome.before))
        notation += nodes.Text(" · ")
        link = html.escape(table_fragment(to_notation(outcome.before), example.move))
        notation += idiot_html(html=f'<a class="idiot-table-link" href="idiotbook-table:{link}">'
                               "open on the table</a>", labels=[])
        box += notation
        return box


def _figure(label: str, svg: str, folded: bool) -> idiot_html:
    """A table picture titled ``label``: in the page, or for an example folded under "More
    examples" an image file the browser loads when the block opens (so a page that folds many
    examples stays light), with the picture's text equivalent as its ``alt``."""
    pictures: dict[str, str] = {}
    if folded:
        name = hashlib.sha256(svg.encode()).hexdigest()[:20] + ".svg"
        pictures[name] = svg
        size = ET.fromstring(svg).attrib
        svg = (f'<img class="idiot-svg" src="idiotbook-picture:{name}" loading="lazy" '
               f'width="{size["width"]}" height="{size["height"]}" '
               f'alt="{html.escape(size["aria-label"])}" style="max-width:100%;height:auto">')
    return idiot_html(html=f'<div class="idiot-table"><div class="idiot-table-label">'
                      f"{html.escape(label)}</div>{svg}</div>", labels=[], pictures=pictures)


class IdiotRule(SphinxDirective):
    """The registry's statement of one rule, in a box titled with its id and title."""

    required_arguments = 1
    final_argument_whitespace = False
    has_content = False

    def run(self) -> list[nodes.Node]:
        rule_id = self.arguments[0]
        if rule_id not in RULES:
            _fail(self.env, self.lineno, f"idiot-rule {self.env.docname}:{self.lineno}: no rule "
                  f"{rule_id!r} in idiotcore.rulebook.RULES")
            return []
        rule = RULES[rule_id]
        box = nodes.admonition(classes=["idiot-rule"])
        box += nodes.title(text=f"{rule.id} {rule.title}")
        para = nodes.paragraph()
        para.extend(self._linked(rule.text, rule_id))
        box += para
        if rule.conduct:
            box += nodes.paragraph(text="A rule of table conduct: the engine cannot observe it.",
                                   classes=["idiot-conduct"])
        practise = self._practise(rule_id)
        if practise is not None:
            box += practise
        return [box]

    def _practise(self, rule_id: str) -> nodes.paragraph | None:
        """"Practise this rule": links to the Learn page's lessons of the rule (those whose
        ``rules`` name it, from the lessons data), or None when there are none."""
        for path in lesson_files():
            self.env.note_dependency(str(path))
        found = for_rule(rule_id)
        if not found:
            return None
        root = "../" * self.env.docname.count("/")
        para = nodes.paragraph(classes=["idiot-practise"])
        para += nodes.strong(text="Practise this rule: ")
        for i, lesson in enumerate(found):
            if i:
                para += nodes.Text(" · ")
            para += nodes.reference(text=lesson.title, refuri=f"{root}{LEARN_DOC}.html#lesson="
                                    f"{lesson.id}", classes=["idiot-practise-link"])
        return para

    def _linked(self, text: str, own: str) -> Iterator[nodes.Node]:
        """The text, with every other rule id it names (``§4.1``) as a cross-reference."""
        at = 0
        for match in _SECTION_REF.finditer(text):
            rule_id = match.group(0)
            if rule_id not in RULES or rule_id == own:
                continue
            yield nodes.Text(text[at:match.start()])
            yield _rule_ref(rule_id, self.env.docname)
            at = match.end()
        yield nodes.Text(text[at:])


class _Fold(SphinxDirective):
    """A folded block of the page, closed until the reader opens it: its ``<summary>`` is the
    class's :attr:`label` (and the directive's argument, ``WHAT``), its content parsed as the
    page's own (examples in it are decided by the engine like any other)."""

    optional_arguments = 1
    final_argument_whitespace = True
    has_content = True
    label: ClassVar[str]
    """The words the reader sees on the closed block (the rulebook's fold labels)."""
    css_class: ClassVar[str]
    folds_examples: ClassVar[bool] = False
    """Its examples' pictures load when the block opens (:func:`_figure`)."""

    def run(self) -> list[nodes.Node]:
        before = self.env.temp_data.get(FOLDED)
        self.env.temp_data[FOLDED] = self.folds_examples
        try:
            content = self.parse_content_to_nodes()
        finally:
            self.env.temp_data[FOLDED] = before
        summary = self.label + (f": {self.arguments[0]}" if self.arguments else "")
        box = idiot_details(summary=summary + self.count(content), classes=[self.css_class])
        box += content
        return [box]

    def count(self, content: list[nodes.Node]) -> str:
        """What the summary adds after the label (nothing)."""
        return ""


class IdiotReferees(_Fold):
    """The rulings of a rule, folded "For referees": the player reads the rule and its examples,
    a referee opens the block for the questions, the readings chosen, switch names and ids."""

    label = "For referees"
    css_class = REFEREES_CLASS


class IdiotMoreExamples(_Fold):
    """A rule's further worked examples, folded "More examples (N)" after its first ones, so a
    long page opens short; the reader opens the block for the rest."""

    label = "More examples"
    css_class = MORE_EXAMPLES_CLASS
    folds_examples = True

    def count(self, content: list[nodes.Node]) -> str:
        found = sum(1 for node in content for _ in node.findall(
            lambda n: isinstance(n, nodes.container) and "idiot-example" in n["classes"]))
        return f" ({found})"


# The placement matrix: rows are cards played (hearts, or diamonds if the heart is in the pile),
# columns the top of the pile as (label, plays as (by, cards), note).
_ROWS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "RJ")
_COLUMNS: tuple[tuple[str, tuple[tuple[int, tuple[str, ...]], ...], str], ...] = (
    ("empty", (), "an empty pile"),
    ("2", ((0, ("2S",)),), "your own 2 (§2: the card you owe on it)"),
    ("3", ((1, ("3S",)),), "a 3"),
    ("4", ((1, ("4S",)),), "a 4"),
    ("5 on empty", ((1, ("5S",)),), "a 5 on an empty pile"),
    ("5 on a 3", ((0, ("3S",)), (1, ("5S",))), "a 5 on a 3"),
    ("5 on a K", ((0, ("KS",)), (1, ("5S",))), "a 5 on a king"),
    ("6", ((1, ("6S",)),), "a 6"),
    ("7", ((1, ("7S",)),), "a 7"),
    ("8", ((1, ("8S",)),), "an 8 (laid alone)"),
    ("9", ((1, ("9S",)),), "a 9 (a single card never answers it)"),
    ("J♥", ((1, ("JH",)),), "a jack of hearts (the suit of the card played)"),
    ("J♠", ((1, ("JS",)),), "a jack of spades (another suit)"),
    ("Q", ((1, ("QS",)),), "a queen"),
    ("K", ((1, ("KS",)),), "a king"),
    ("A", ((1, ("AS",)),), "an ace"),
)


def _matrix_position(card: str, plays: tuple[tuple[int, tuple[str, ...]], ...]) -> str:
    pile = ";".join(f"{by}.{''.join(cards)}" for by, cards in plays) or "-"
    return f"extreme/0/Ada:{card}::xxxxxx;Bo:xxxxxx::xxxxxx/{pile}/20/0"


def _played_card(rank: str, plays: tuple[tuple[int, tuple[str, ...]], ...]) -> str:
    if rank == "RJ":
        return "RJ"
    in_pile = {c for _, cards in plays for c in cards}
    return rank + "H" if rank + "H" not in in_pile else rank + "D"


class IdiotPlacementMatrix(SphinxDirective):
    """Extreme Idiot: ✓ or ✗ for every card played on every top of the pile, from the engine."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        _note_engine(self)
        head = "".join(f'<th scope="col" title="{html.escape(note)}">{html.escape(label)}</th>'
                       for label, _, note in _COLUMNS)
        rows = []
        labels: set[str] = set()
        for rank in _ROWS:
            name = "joker" if rank == "RJ" else show(rank + "H")[:-1]
            cells = []
            for label, plays, note in _COLUMNS:
                card = _played_card(rank, plays)
                try:
                    verdict = check(read_position(_matrix_position(card, plays)), f"play {card}")
                except Exception as err:
                    _fail(self.env, self.lineno, f"idiot-placement-matrix {self.env.docname}:"
                          f"{self.lineno}: play {card} on {label}: {type(err).__name__}: {err}")
                    cells.append("<td>?</td>")
                    continue
                mark, cls = ("✓", "idiot-yes") if verdict.legal else ("✗", "idiot-no")
                title = html.escape(f"{show(card)} on {note}: {verdict.message}")
                rules = [r for r in verdict.rules if r in RULES]
                if rules:
                    labels.add(anchor(rules[0]))
                    cell = (f'<a href="{_placeholder(rules[0])}" title="{title}">{mark}'
                            f'<span class="idiot-cite">{html.escape(rules[0])}</span></a>')
                else:
                    cell = f'<span title="{title}">{mark}</span>'
                cells.append(f'<td class="{cls}">{cell}</td>')
            rows.append(f'<tr><th scope="row">{html.escape(name)}</th>{"".join(cells)}</tr>')
        markup = (
            '<div class="idiot-matrix-wrap"><table class="idiot-matrix">'
            '<caption>Card played (rows) on the top of the pile (columns), Extreme Idiot. '
            "Each cell links to the first rule the engine cites; hover for its verdict."
            f'</caption><thead><tr><th scope="col">played ↓ / top →</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>'
        )
        return [idiot_html(html=markup, labels=sorted(labels))]


# ---------------------------------------------------------------------------------------------
# Bookkeeping: failures, references for the back-links, label checks


def _init_env(app: Sphinx) -> None:
    env = app.env
    if not hasattr(env, "idiotbook_failures"):
        env.idiotbook_failures = {}  # type: ignore[attr-defined]
    if not hasattr(env, "idiotbook_refs"):
        env.idiotbook_refs = {}  # type: ignore[attr-defined]


def _purge(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    _init_env(app)
    env.idiotbook_failures.pop(docname, None)  # type: ignore[attr-defined]
    env.idiotbook_refs.pop(docname, None)  # type: ignore[attr-defined]


def _merge(app: Sphinx, env: BuildEnvironment, docnames: Iterable[str],
           other: BuildEnvironment) -> None:
    _init_env(app)
    for name in ("idiotbook_failures", "idiotbook_refs"):
        mine, theirs = getattr(env, name), getattr(other, name, {})
        for docname in docnames:
            if docname in theirs:
                mine[docname] = theirs[docname]


def _collect_refs(app: Sphinx, doctree: nodes.document) -> None:
    """Which rule labels this page links to (prose links, {ref}, verdicts, the matrix)."""
    _init_env(app)
    found: set[str] = set()
    for ref in doctree.findall(pending_xref):
        for key in ("reftarget", "reftargetid"):
            target = ref.get(key)
            if isinstance(target, str) and target in RULE_LABELS:
                found.add(target)
    for node in doctree.findall(idiot_html):
        found.update(node["labels"])
    app.env.idiotbook_refs[app.env.docname] = found  # type: ignore[attr-defined]


def _outdated(app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str],
              removed: set[str]) -> list[str]:
    """When any page changes, its links may change the back-links of the rule pages."""
    if not (added or changed or removed):
        return []
    labels = env.domains.standard_domain.labels
    return sorted({labels[lab][0] for lab in RULE_LABELS if lab in labels} - removed)


def _check_labels(app: Sphinx, env: BuildEnvironment) -> None:
    """Every registry rule has its label, on the page the registry names."""
    labels = env.domains.standard_domain.labels
    for label, rule_id in RULE_LABELS.items():
        page = RULES[rule_id].page
        if label not in labels:
            logger.error("idiotbook: rule %s has no label (%s)= in the rulebook (registry page: "
                         "%s)", rule_id, label, page, type="idiotbook", subtype="label")
        elif labels[label][0] != page:
            logger.warning("idiotbook: rule %s: the registry's page is %s, but the label (%s)= "
                           "is on %s", rule_id, page, label, labels[label][0],
                           type="idiotbook", subtype="page")


def _doc_order(env: BuildEnvironment) -> dict[str, int]:
    """Documents in reading order (the toctrees, depth first from the root)."""
    order: dict[str, int] = {}

    def walk(docname: str) -> None:
        if docname in order:
            return
        order[docname] = len(order)
        for child in env.toctree_includes.get(docname, []):
            walk(child)

    walk(env.config.root_doc)
    return order


def _back_links(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """At the end of a rule's page: the pages that link to each of its rules."""
    env = app.env
    labels = env.domains.standard_domain.labels
    here = [lab for lab in RULE_LABELS if lab in labels and labels[lab][0] == docname]
    if not here:
        return
    refs: dict[str, set[str]] = env.idiotbook_refs  # type: ignore[attr-defined]
    order = _doc_order(env)
    entries = []
    for label in here:
        referrers = sorted((d for d, found in refs.items() if label in found and d != docname),
                           key=lambda d: (order.get(d, len(order)), d))
        if referrers:
            entries.append((RULE_LABELS[label], referrers))
    if not entries:
        return
    box = nodes.container(classes=["idiot-backlinks"])
    box += nodes.rubric(text="Referred to by")
    items = nodes.bullet_list()
    for rule_id, referrers in entries:
        para = nodes.paragraph()
        if len(here) > 1:
            para += nodes.strong(text=f"{rule_id} {RULES[rule_id].title}: ")
        for k, referrer in enumerate(referrers):
            if k:
                para += nodes.Text(" · ")
            title = env.titles[referrer].astext() if referrer in env.titles else referrer
            uri = app.builder.get_relative_uri(docname, referrer)
            para += nodes.reference("", title, internal=True, refuri=uri)
        items += nodes.list_item("", para)
    box += items
    sections = [n for n in doctree.children if isinstance(n, nodes.section)]
    (sections[0] if sections else doctree).append(box)


def _report(app: Sphinx, exception: BaseException | None) -> None:
    """A build with undecidable or disagreeing examples fails, with or without ``-W``."""
    if exception is not None:
        return
    failures: dict[str, list[tuple[int, str]]] = getattr(app.env, "idiotbook_failures", {})
    for docname in sorted(failures):
        for line, message in failures[docname]:
            if message not in _LOGGED:  # a page not re-read in this (incremental) build
                logger.error(message, location=(docname, line), type="idiotbook",
                             subtype="example")
    count = sum(len(v) for v in failures.values())
    if count:
        logger.info("idiotbook: %d example(s) or rule(s) the engine disagrees with or cannot "
                    "decide, in %d page(s): the build fails", count, len(failures))
        app.statuscode = 1


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_node(idiot_html, html=(visit_idiot_html, None), latex=(skip_node, None),
                 text=(skip_node, None), man=(skip_node, None), texinfo=(skip_node, None))
    app.add_directive("idiot-example", IdiotExample)
    app.add_directive("idiot-rule", IdiotRule)
    app.add_directive("idiot-placement-matrix", IdiotPlacementMatrix)
    app.add_node(idiot_details, html=(visit_idiot_details, depart_idiot_details),
                 latex=(pass_node, pass_node), text=(pass_node, pass_node),
                 man=(pass_node, pass_node), texinfo=(pass_node, pass_node))
    app.add_directive("idiot-referees", IdiotReferees)
    app.add_directive("idiot-more-examples", IdiotMoreExamples)
    app.connect("builder-inited", _init_env)
    app.connect("env-purge-doc", _purge)
    app.connect("env-merge-info", _merge)
    app.connect("doctree-read", _collect_refs)
    app.connect("env-get-outdated", _outdated)
    app.connect("env-check-consistency", _check_labels)
    app.connect("doctree-resolved", _back_links)
    app.connect("build-finished", _report)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True,
            "env_version": 1}
