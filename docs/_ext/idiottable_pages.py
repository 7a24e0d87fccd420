"""The app pages' directives: their controls, their script and styles, and on every page the offline links."""

from __future__ import annotations

import html
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

import idiottable_markup
from idiottable_markup import app_markup, learn_markup, play_markup
from idiottable_offline import MANIFEST_NAME


class idiot_table_app(nodes.General, nodes.Element):
    """The Table page's controls (raw HTML in ``html``)."""


class idiot_play_app(nodes.General, nodes.Element):
    """The Play page's controls (raw HTML in ``html``)."""


class idiot_learn_app(nodes.General, nodes.Element):
    """The Learn page's controls (raw HTML in ``html``)."""


def visit_idiot_table_app(self: Any, node: idiot_table_app) -> None:
    self.body.append(node["html"])
    raise nodes.SkipNode


def skip_node(self: Any, node: nodes.Node) -> None:
    raise nodes.SkipNode


class IdiotLearn(SphinxDirective):
    """The Learn page's controls; the directive's content is the page's introduction, put in
    the folding box after the lesson (``LEARN_INTRO``)."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        self.env.note_dependency(idiottable_markup.__file__)
        before, after = learn_markup().split(idiottable_markup.LEARN_INTRO)
        intro = nodes.container()
        self.state.nested_parse(self.content, self.content_offset, intro)
        return [idiot_learn_app(html=before), *intro.children, idiot_learn_app(html=after)]


class IdiotPlay(SphinxDirective):
    """The Play page's controls."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.env.note_dependency(idiottable_markup.__file__)
        return [idiot_play_app(html=play_markup())]


class IdiotTable(SphinxDirective):
    """The Table page's controls."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.env.note_dependency(idiottable_markup.__file__)
        return [idiot_table_app(html=app_markup())]


def page_assets(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                doctree: nodes.document | None) -> None:
    """``table.js`` and ``table.css`` on the pages with the Table (and nowhere else; the Play
    and Learn pages' scripts and styles on theirs); on every
    page, the web app manifest and the script that registers the offline worker."""
    if app.builder.format == "html":
        href = html.escape(context["pathto"](MANIFEST_NAME, 1))
        context["metatags"] = context.get("metatags", "") + f'\n<link rel="manifest" href="{href}">'
    if doctree is not None and any(True for _ in doctree.findall(idiot_table_app)):
        app.add_css_file("table.css")
        app.add_js_file("table.js", type="module")
    if doctree is not None and any(True for _ in doctree.findall(idiot_play_app)):
        app.add_css_file("table.css")
        app.add_css_file("play.css")
        app.add_js_file("play.js", type="module")
    if doctree is not None and any(True for _ in doctree.findall(idiot_learn_app)):
        app.add_css_file("table.css")
        app.add_css_file("play.css")  # the steps of a play by tapping (play-steps.js)
        app.add_css_file("learn.css")
        app.add_js_file("learn.js", type="module")
