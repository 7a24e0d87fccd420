"""The folded "For referees" and "More examples" blocks: closed until opened, so rule pages open short."""

from __future__ import annotations

from typing import ClassVar

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from idiotcore.lang.wording import Slot

from idiotbook_nodes import idiot_details, idiot_summary

FOLDED = "idiotbook_folded"
"""``env.temp_data`` key: set while a "More examples" block parses the examples it folds."""
REFEREES_CLASS = "idiot-referees"
"""The class of the folded "For referees" blocks (tests/test_site.py looks for it)."""
MORE_EXAMPLES_CLASS = "idiot-more-examples"
"""The class of the folded "More examples" blocks (tests/test_rule_pages.py looks for it)."""


class _Fold(SphinxDirective):
    """A folded block of the page, closed until the reader opens it: its ``<summary>`` is the
    class's :attr:`label` template (or :attr:`label_on`, with the directive's argument,
    ``WHAT``, which the page's catalogue translates), filled when the page is written; its
    content parsed as the page's own (examples in it are decided by the engine like any
    other)."""

    optional_arguments = 1
    final_argument_whitespace = True
    has_content = True
    label: ClassVar[str]
    """The key of the words the reader sees on the closed block (``book.*``)."""
    label_on: ClassVar[str]
    """The same with what the block is about (``{what}``, the directive's argument)."""
    css_class: ClassVar[str]
    folds_examples: ClassVar[bool] = False
    """Its examples' pictures load when the block opens (``_figure`` in idiotbook_examples)."""

    def run(self) -> list[nodes.Node]:
        before = self.env.temp_data.get(FOLDED)
        self.env.temp_data[FOLDED] = self.folds_examples
        try:
            content = self.parse_content_to_nodes()
        finally:
            self.env.temp_data[FOLDED] = before
        box = idiot_details(label=self.label, label_on=self.label_on, slots=self.slots(content),
                            classes=[self.css_class])
        if self.arguments:  # a text of the page's, so its catalogue translates it
            what = idiot_summary(self.arguments[0], self.arguments[0])
            what.source, what.line = self.get_source_info()
            box += what
        box += content
        return [box]

    def slots(self, content: list[nodes.Node]) -> dict[str, Slot]:
        """What the summary's template is filled with besides ``what`` (nothing)."""
        return {}


class IdiotReferees(_Fold):
    """The rulings of a rule, folded "For referees": the player reads the rule and its examples,
    a referee opens the block for the questions, the readings chosen, switch names and ids."""

    label = "book.FOR_REFEREES"
    label_on = "book.FOR_REFEREES_ON"
    css_class = REFEREES_CLASS


class IdiotMoreExamples(_Fold):
    """A rule's further worked examples, folded "More examples (N)" after its first ones, so a
    long page opens short; the reader opens the block for the rest."""

    label = "book.MORE_EXAMPLES"
    label_on = "book.MORE_EXAMPLES_ON"
    css_class = MORE_EXAMPLES_CLASS
    folds_examples = True

    def slots(self, content: list[nodes.Node]) -> dict[str, Slot]:
        """``count``: the examples in the block."""
        return {"count": sum(1 for node in content for _ in node.findall(
            lambda n: isinstance(n, nodes.container) and "idiot-example" in n["classes"]))}
