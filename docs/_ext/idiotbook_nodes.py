"""Generated HTML and folded blocks as markup, links resolved at write time so they work from any page."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.util import logging

from idiotcore.lang.wording import phrase
from idiotcore.model.rulebook import anchor

logger = logging.getLogger(__name__)

_PLACEHOLDER = re.compile(r'href="idiotbook-rule:([^"]*)"')
_TABLE_PLACEHOLDER = re.compile(r'href="idiotbook-table:([^"]*)"')
_PICTURE_PLACEHOLDER = re.compile(r'src="idiotbook-picture:([^"]*)"')
PICTURES = "_images/idiotbook"
"""Where the pictures of folded examples go in the built site (one SVG file each, by content)."""
TABLE_DOC = "table"
"""The Table page (docs/table.md): worked examples link to it with their position and move."""


class idiot_html(nodes.General, nodes.Element):
    """Generated HTML (SVG tables, verdicts, the matrix). ``html`` holds the markup with rule
    links as placeholders; ``labels`` the rule labels it links to (for the back-links); and
    ``pictures`` (file name → SVG) the pictures its ``<img>`` show, written to :data:`PICTURES`
    with the page. Not indexed by the search (it holds no text nodes)."""


def rule_placeholder(rule_id: str) -> str:
    """The ``href`` of a link to a rule in generated HTML, resolved when the page is written."""
    return f"idiotbook-rule:{anchor(rule_id)}"


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
    """A folded block: an HTML ``<details>`` whose ``<summary>`` is the template ``label`` filled
    with ``slots`` (``label_on`` with ``what`` when an :class:`idiot_summary` child says what the
    block is about), closed until the reader opens it; its other children are ordinary body
    elements (indexed by the search)."""


class idiot_summary(nodes.Part, nodes.TextElement):
    """What a folded block is about, as the page wrote it: a text node of the page, so the
    page's catalogue translates it; shown in its block's ``<summary>``."""


def visit_idiot_details(self: Any, node: idiot_details) -> None:
    classes = " ".join(node["classes"])
    about = [child.astext() for child in node.children if isinstance(child, idiot_summary)]
    summary = (phrase(node["label_on"], what=about[0], **node["slots"]) if about
               else phrase(node["label"], **node["slots"]))
    self.body.append(f'<details class="{html.escape(classes)}"><summary>'
                     f'{html.escape(summary)}</summary>\n')


def depart_idiot_details(self: Any, node: idiot_details) -> None:
    self.body.append("</details>\n")


def pass_node(self: Any, node: nodes.Node) -> None:
    """Other builders: the block's content, unfolded."""
