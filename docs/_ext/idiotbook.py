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

This module registers the extension; the parts are in ``idiotbook_examples`` (``idiot-example``),
``idiotbook_rules`` (``idiot-rule``), ``idiotbook_matrix``, ``idiotbook_folds`` (the folded blocks),
``idiotbook_nodes`` (their HTML), ``idiotbook_backlinks`` ("referred to by") and
``idiotbook_records`` (what fails the build).
"""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx

from idiotbook_backlinks import back_links, check_labels, collect_refs, outdated
from idiotbook_examples import IdiotExample
from idiotbook_folds import IdiotMoreExamples, IdiotReferees
from idiotbook_language import setup_language
from idiotbook_matrix import IdiotPlacementMatrix
from idiotbook_nodes import (
    depart_idiot_details,
    idiot_details,
    idiot_html,
    idiot_summary,
    pass_node,
    skip_node,
    visit_idiot_details,
    visit_idiot_html,
)
from idiotbook_records import init_env, merge, purge, report
from idiotbook_rules import IdiotRule


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_node(idiot_html, html=(visit_idiot_html, None), latex=(skip_node, None),
                 text=(skip_node, None), man=(skip_node, None), texinfo=(skip_node, None))
    app.add_directive("idiot-example", IdiotExample)
    app.add_directive("idiot-rule", IdiotRule)
    app.add_directive("idiot-placement-matrix", IdiotPlacementMatrix)
    app.add_node(idiot_details, html=(visit_idiot_details, depart_idiot_details),
                 latex=(pass_node, pass_node), text=(pass_node, pass_node),
                 man=(pass_node, pass_node), texinfo=(pass_node, pass_node))
    app.add_node(idiot_summary, html=(skip_node, None), latex=(skip_node, None),
                 text=(skip_node, None), man=(skip_node, None), texinfo=(skip_node, None))
    app.add_directive("idiot-referees", IdiotReferees)
    app.add_directive("idiot-more-examples", IdiotMoreExamples)
    setup_language(app)
    app.connect("builder-inited", init_env)
    app.connect("env-purge-doc", purge)
    app.connect("env-merge-info", merge)
    app.connect("doctree-read", collect_refs)
    app.connect("env-get-outdated", outdated)
    app.connect("env-check-consistency", check_labels)
    app.connect("doctree-resolved", back_links)
    app.connect("build-finished", report)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True,
            "env_version": 1}
