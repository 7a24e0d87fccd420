"""The ``idiot-rule`` directive: a rule's statement from the registry, so pages say what the engine checks."""

from __future__ import annotations

import re
from collections.abc import Iterator

from docutils import nodes
from sphinx.addnodes import pending_xref
from sphinx.util.docutils import SphinxDirective

from idiotcore.lang.wording import phrase
from idiotcore.model.rulebook import RULES, anchor
from idiotcore.present.lesson_words import worded
from idiotcore.present.lessons import files as lesson_files
from idiotcore.present.lessons import for_rule

from idiotbook_records import fail

LEARN_DOC = "learn"
"""The Learn page (docs/learn.md): rule statements link to their lessons there."""
_SECTION_REF = re.compile(r"§\d+(?:\.\d+)?")


def _rule_ref(rule_id: str, docname: str, text: str | None = None) -> pending_xref:
    """A cross-reference to a rule's label, resolved (and checked) by Sphinx."""
    text = text or rule_id
    ref = pending_xref("", refdomain="std", reftype="ref", reftarget=anchor(rule_id),
                       refexplicit=True, refwarn=True, refdoc=docname)
    ref += nodes.inline(text, text, classes=["xref", "std", "std-ref"])
    return ref


class IdiotRule(SphinxDirective):
    """The registry's statement of one rule, in a box titled with its id and title."""

    required_arguments = 1
    final_argument_whitespace = False
    has_content = False

    def run(self) -> list[nodes.Node]:
        rule_id = self.arguments[0]
        if rule_id not in RULES:
            fail(self.env, self.lineno, f"idiot-rule {self.env.docname}:{self.lineno}: no rule "
                 f"{rule_id!r} in idiotcore.model.rulebook.RULES")
            return []
        rule = RULES[rule_id]
        title, text = rule.worded()  # in the build's language
        box = nodes.admonition(classes=["idiot-rule"])
        # Worded by the engine in the build's language: not for the page's catalogue.
        box += nodes.title(text=f"{rule.id} {title}", translatable=False)
        para = nodes.paragraph(translatable=False)
        para.extend(self._linked(text, rule_id))
        box += para
        if rule.conduct:
            box += nodes.paragraph(text=phrase("book.CONDUCT"), classes=["idiot-conduct"])
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
        para += nodes.strong(text=phrase("book.PRACTISE") + " ")  # then the lessons
        for i, lesson in enumerate(found):
            if i:
                para += nodes.Text(" · ")
            para += nodes.reference(text=worded(lesson).title, refuri=f"{root}{LEARN_DOC}.html#lesson="
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
