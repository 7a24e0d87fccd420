"""The ``idiot-example`` directive: a worked example decided by the engine at build time, so none drifts."""

from __future__ import annotations

import hashlib
import html
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

import idiotcore
from idiotcore import to_notation
from idiotcore.lang.wording import phrase
from idiotcore.model.rulebook import RULES, anchor
from idiotcore.present.examples import ExampleOutcome, decide_example, make_example
from idiotcore.present.render import table_svg
from idiotcore.present.verdicts import verdict_html
from idiotcore.present.web import fragment as table_fragment

from idiotbook_folds import FOLDED
from idiotbook_nodes import idiot_html, rule_placeholder
from idiotbook_records import fail

ENGINE_FILES = sorted(str(p) for p in Path(idiotcore.__file__).parent.rglob("*.py"))
"""Every engine module, subpackages included: a page is read again when any of them changes."""
_SLOT = "\x00"
"""What stands for a sentence's node slot while the template is filled (no template holds it)."""


def note_engine(directive: SphinxDirective) -> None:
    """Re-read the page when the engine changes (incremental builds)."""
    for path in ENGINE_FILES:
        directive.env.note_dependency(path)


class IdiotExample(SphinxDirective):
    """A worked example, decided by the engine at build time."""

    has_content = True
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        name: directives.unchanged for name in ("move", "legal", "rules", "consequence", "caption")}

    def run(self) -> list[nodes.Node]:
        note_engine(self)
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
            fail(self.env, self.lineno,
                 f"idiot-example {where} ({options.get('move', '?')}): {text}")
            box = nodes.container(classes=["idiot-example", "idiot-example-broken"])
            box += nodes.paragraph(text=phrase("book.UNDECIDED", error=text))
            return [box]
        if outcome.problems:
            fail(self.env, self.lineno, f"idiot-example {where} ({example.move}): the engine "
                 "disagrees: " + "; ".join(outcome.problems))
        return [self._render(outcome)]

    def _render(self, outcome: ExampleOutcome) -> nodes.Element:
        example = outcome.example
        names = [p.name for p in outcome.before.players]
        box = nodes.container(classes=["idiot-example"])
        if example.caption:  # a text of the page's, so its catalogue translates it
            caption = nodes.paragraph(example.caption, example.caption, classes=["idiot-caption"])
            caption.source, caption.line = self.get_source_info()
            box += caption
        folded = bool(self.env.temp_data.get(FOLDED))
        box += _figure(phrase("book.BEFORE"), table_svg(outcome.before), folded)
        move = nodes.paragraph(classes=["idiot-move"])
        actor = example.move.split(":", 1)[0] if ":" in example.move else None
        who = actor if actor is not None else names[outcome.before.to_move]
        move.extend(_sentence("book.MOVE_BY", "move", nodes.literal(text=example.move), who=who))
        box += move
        verdict = outcome.verdict
        markup = verdict_html(verdict, names=names, href=rule_placeholder)
        labels = [anchor(r) for r in verdict.rules if r in RULES]
        if verdict.consequence is not None:
            labels += [anchor(r) for r in verdict.consequence.rules if r in RULES]
        box += idiot_html(html=markup, labels=labels)
        if outcome.problems:
            warn = nodes.container(classes=["idiot-disagreement"])
            warn += nodes.paragraph(text=phrase("book.DISAGREES",
                                                problems="; ".join(outcome.problems)))
            box += warn
        if outcome.after != outcome.before:
            box += _figure(phrase("book.AFTER"), table_svg(outcome.after), folded)
        else:
            box += nodes.paragraph(text=phrase("book.UNCHANGED"), classes=["idiot-unchanged"])
        notation = nodes.paragraph(classes=["idiot-notation"])
        notation.extend(_sentence("book.POSITION", "notation",
                                  nodes.literal(text=to_notation(outcome.before))))
        notation += nodes.Text(" · ")
        link = html.escape(table_fragment(to_notation(outcome.before), example.move))
        notation += idiot_html(html=f'<a class="idiot-table-link" href="idiotbook-table:{link}">'
                               f'{html.escape(phrase("book.OPEN_ON_TABLE"))}</a>', labels=[])
        box += notation
        return box


def _sentence(key: str, slot: str, node: nodes.Node, **slots: str) -> list[nodes.Node]:
    """The template ``key`` filled with ``slots``, as text with ``node`` (a move or a position
    as code) where its ``slot`` is."""
    before, _, after = phrase(key, **slots, **{slot: _SLOT}).partition(_SLOT)
    return [*([nodes.Text(before)] if before else []), node, *([nodes.Text(after)] if after else [])]


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
