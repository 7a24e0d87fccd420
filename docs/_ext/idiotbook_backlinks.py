"""The "Referred to by" list of a rule's page, from every page's rule links: a rule's uses."""

from __future__ import annotations

from docutils import nodes
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging

from idiotcore.lang.wording import phrase
from idiotcore.model.rulebook import RULES, anchor

from idiotbook_nodes import idiot_html
from idiotbook_records import init_env

logger = logging.getLogger(__name__)

RULE_LABELS = {anchor(rule_id): rule_id for rule_id in RULES}
"""Sphinx label of every rule in the registry → rule id."""


def collect_refs(app: Sphinx, doctree: nodes.document) -> None:
    """Which rule labels this page links to (prose links, {ref}, verdicts, the matrix)."""
    init_env(app)
    found: set[str] = set()
    for ref in doctree.findall(pending_xref):
        for key in ("reftarget", "reftargetid"):
            target = ref.get(key)
            if isinstance(target, str) and target in RULE_LABELS:
                found.add(target)
    for node in doctree.findall(idiot_html):
        found.update(node["labels"])
    app.env.idiotbook_refs[app.env.docname] = found  # type: ignore[attr-defined]


def outdated(app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str],
             removed: set[str]) -> list[str]:
    """When any page changes, its links may change the back-links of the rule pages."""
    if not (added or changed or removed):
        return []
    labels = env.domains.standard_domain.labels
    return sorted({labels[lab][0] for lab in RULE_LABELS if lab in labels} - removed)


def check_labels(app: Sphinx, env: BuildEnvironment) -> None:
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


def back_links(app: Sphinx, doctree: nodes.document, docname: str) -> None:
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
    box += nodes.rubric(text=phrase("book.REFERRED_TO_BY"))
    items = nodes.bullet_list()
    for rule_id, referrers in entries:
        para = nodes.paragraph()
        if len(here) > 1:
            para += nodes.strong(text=f"{rule_id} {RULES[rule_id].worded()[0]}: ")
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
