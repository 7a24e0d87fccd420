"""The site's editions: the same sources built once per language, English at the site's root and
Norwegian under ``nb/`` (``idiot book`` builds both: ``-D language=nb_NO``;
:data:`idiotcore.present.book.EDITIONS`).

- Sphinx's language codes are mapped to the engine's (:data:`EDITIONS`). Bokmål is ``nb_NO``, the
  code under which Sphinx files its own Norwegian catalogue; the pages' catalogues live in
  ``docs/locale/nb_NO/LC_MESSAGES/`` (one per page). Search stems Norwegian (``no``).
- What the extension writes at build time (examples, verdicts, labels, the apps' words) is worded
  by the engine in the build's language: the whole build runs inside ``speaking(language)``.
- The pages for developers and for readers who write Python (:data:`ENGLISH_ONLY`) are built in
  English only; another edition links to the English ones (``{doc}`` links, and the
  ``idiot-english-pages`` lists that stand in for their tables of contents).
"""

from __future__ import annotations

import contextlib
import fnmatch
import html
import json
import re
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.directives.other import TocTree
from sphinx.environment import BuildEnvironment
from sphinx.errors import ConfigError
from sphinx.util import docname_join
from sphinx.util.docutils import SphinxDirective

from idiotcore.lang.wording import SOURCE, phrase, speaking
from idiotcore.present.book import EDITIONS as SITE_EDITIONS

EDITIONS = {edition.sphinx: edition.language for edition in SITE_EDITIONS}
"""Sphinx's ``language`` of each edition → the engine's language."""
FOLDERS = {edition.language: edition.folder for edition in SITE_EDITIONS}
"""Where each language's edition lives in the built site, from its root."""
SEARCH_LANGUAGES = {"nb": "no"}
"""The stemmer of each edition's search (Sphinx knows ``no``, and stems ``nb`` as English)."""
ENGLISH_ONLY = ("contributing/*", "notebooks/*")
"""Pages built in English only: the contributors' pages, and the course (notebooks, whose
stored outputs are English)."""
_STACKS: dict[int, contextlib.ExitStack] = {}
"""The build's ``speaking`` context, by application, from builder-inited to build-finished."""


def language_of(config: Config) -> str:
    """The engine's language of the edition being built."""
    return EDITIONS[config.language]


def english_only(docname: str) -> bool:
    """True for a page that only the English edition has."""
    return any(fnmatch.fnmatch(docname, pattern) for pattern in ENGLISH_ONLY)


def up_to_site(docname: str, language: str) -> str:
    """The relative way from a page of the ``language`` edition up to the site's root."""
    return "../" * (docname.count("/") + FOLDERS[language].count("/"))


def configure(app: Sphinx, config: Config) -> None:
    """The edition's settings: its title, its search's stemmer, and no English-only pages."""
    if config.language not in EDITIONS:
        raise ConfigError(f"the rulebook has no edition in {config.language!r}: one of "
                          f"{', '.join(EDITIONS)}")
    language = language_of(config)
    config.html_title = phrase("book.SITE_TITLE", language=language)
    config.project = phrase("book.PROJECT", language=language)
    config.copyright = phrase("book.COPYRIGHT", language=language)
    if language != SOURCE:
        config.html_search_language = SEARCH_LANGUAGES[language]
        config.exclude_patterns = [*config.exclude_patterns, *ENGLISH_ONLY]


def start_speaking(app: Sphinx) -> None:
    """Word everything the build writes in its language, nobody addressed."""
    stack = contextlib.ExitStack()
    stack.enter_context(speaking(language_of(app.config), viewer=None))
    _STACKS[id(app)] = stack


def stop_speaking(app: Sphinx, exception: BaseException | None) -> None:
    """The build is over: back to the language in force before it."""
    stack = _STACKS.pop(id(app), None)
    if stack is not None:
        stack.close()


def english_page(app: Sphinx, env: BuildEnvironment, node: nodes.Element,
                 contnode: nodes.Element) -> nodes.Element | None:
    """A ``{doc}`` link to an English-only page, from another edition: to the English page."""
    language = language_of(app.config)
    if language == SOURCE or node.get("reftype") != "doc":
        return None
    refdoc = node["refdoc"]
    target = docname_join(refdoc, node["reftarget"])
    if not english_only(target):
        return None
    link = nodes.reference("", "", internal=False, refuri=f"{up_to_site(refdoc, language)}"
                           f"{target}.html", classes=["idiot-in-english"])
    link += contnode
    return link


def _title(path: Path) -> str:
    """The first heading of an English page (a Markdown file or a notebook's first cell)."""
    if path.suffix == ".ipynb":
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        lines = [line for cell in cells if cell["cell_type"] == "markdown"
                 for line in "".join(cell["source"]).splitlines()]
    else:
        lines = path.read_text(encoding="utf-8").splitlines()
    return next((line[2:].strip() for line in lines if line.startswith("# ")), path.stem)


_TOC_CAPTIONS = {"course": "book.TOC_COURSE", "contributing": "book.TOC_CONTRIBUTING"}
"""The captions of ``idiot-english-pages``, by its argument."""


class IdiotEnglishPages(SphinxDirective):
    """A table of contents of English-only pages, captioned by its argument (a key of
    :data:`_TOC_CAPTIONS`): in the English edition a ``toctree``; in another, the note that
    they are in English and a list of links to them on the English site."""

    required_arguments = 1
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {"glob": TocTree.option_spec["glob"],
                                             "maxdepth": TocTree.option_spec["maxdepth"]}

    def run(self) -> list[nodes.Node]:
        if self.arguments[0] not in _TOC_CAPTIONS:
            raise self.error(f"idiot-english-pages: one of {', '.join(_TOC_CAPTIONS)}")
        caption = phrase(_TOC_CAPTIONS[self.arguments[0]])
        language = language_of(self.config)
        if language == SOURCE:
            toc = TocTree(self.name, [], {**self.options, "caption": caption}, self.content,
                          self.lineno, self.content_offset, self.block_text, self.state,
                          self.state_machine)
            return toc.run()
        srcdir = Path(self.env.srcdir)
        pages = sorted({path for entry in self.content if entry.strip()
                        for path in srcdir.glob(entry.strip() + ".*")
                        if path.suffix in (".md", ".ipynb")})
        up = up_to_site(self.env.docname, language)
        box = nodes.container(classes=["idiot-english-pages"])
        # Worded by the engine already: not for the page's catalogue.
        box += nodes.rubric(text=caption, translatable=False)
        box += nodes.paragraph(text=phrase("book.IN_ENGLISH"), translatable=False)
        items = []
        for path in pages:
            docname = path.relative_to(srcdir).with_suffix("").as_posix()
            items.append(f'<li><a href="{html.escape(up + docname)}.html">'
                         f"{html.escape(_title(path))}</a></li>")
        box += nodes.raw("", f'<ul class="simple" lang="en">{"".join(items)}</ul>', format="html")
        return [box]


_ARTICLE = '<article role="main" id="furo-main-content">'
_THEME_TEXT = re.compile(r'(aria-label="|<title>)([^"<]+)(?=["<])')
_THEME_WORDS = {
    "Toggle site navigation sidebar": "book.THEME_NAVIGATION",
    "Toggle table of contents sidebar": "book.THEME_CONTENTS",
    "Toggle Light / Dark / Auto color theme": "book.THEME_COLOURS",
    "Contents": "book.THEME_CONTENTS_ICON",
    "Menu": "book.THEME_MENU",
    "Expand": "book.THEME_EXPAND",
    "Light mode": "book.THEME_LIGHT",
    "Dark mode": "book.THEME_DARK",
    "Auto light/dark, in light mode": "book.THEME_AUTO_LIGHT",
    "Auto light/dark, in dark mode": "book.THEME_AUTO_DARK",
}
"""The labels and icon titles furo writes in English whatever the language (``page.html``,
``partials/icons.html``), and the key of each in the engine's catalogue."""
_TOGGLE_SECTION = "Toggle navigation of "
"""furo's label of a section's button in the navigation (``navigation.py``), then its title."""
_SCRIPT_MESSAGE = re.compile(r'(?:\b_|gettext)\(\s*"((?:[^"\\]|\\.)+)"')
_SCRIPT_PLURAL = re.compile(r'ngettext\(\s*"((?:[^"\\]|\\.)+)",\s*"((?:[^"\\]|\\.)+)"')
_SCRIPTS = ("doctools.js", "searchtools.js", "sphinx_highlight.js")
"""Sphinx's page scripts, whose words ``translations.js`` gives."""


def finish_pages(app: Sphinx, exception: BaseException | None) -> None:
    """Every page of the edition, as written: the language switch at the top of its article;
    in another language than English, the theme's labels that its templates write in English,
    and the page scripts' words (``_static/translations.js``) from Sphinx's catalogues."""
    if exception is not None or app.builder.format != "html":
        return
    language = language_of(app.config)
    out = Path(app.outdir)
    for path in out.rglob("*.html"):
        rel = path.relative_to(out)
        if rel.parts[0] in ("_static", "_images") or rel.parts[0] + "/" in FOLDERS.values():
            continue
        text = path.read_text(encoding="utf-8")
        if _ARTICLE not in text:
            continue
        pagename = rel.with_suffix("").as_posix()
        text = text.replace(_ARTICLE, _ARTICLE + _switch(pagename, language), 1)
        if language != SOURCE:
            text = _THEME_TEXT.sub(lambda m: m.group(1) + _theme_word(m.group(2)), text)
        path.write_text(text, encoding="utf-8")
    if language != SOURCE:
        _write_script_words(app, out / "_static")


def _theme_word(text: str) -> str:
    """A label of the theme's, from the engine's catalogue when it has it, else as it is."""
    if text.startswith(_TOGGLE_SECTION):
        return phrase("book.THEME_SECTION", title=text.removeprefix(_TOGGLE_SECTION))
    key = _THEME_WORDS.get(text)
    return phrase(key) if key else text


def _write_script_words(app: Sphinx, static: Path) -> None:
    """``translations.js``: every word of Sphinx's page scripts, in the edition's language,
    from its catalogues (the site's ``sphinx.po`` first, then Sphinx's own), in the shape
    ``Documentation.addTranslations`` reads."""
    from sphinx.locale import get_translator

    translator = get_translator()
    messages: dict[str, str | list[str]] = {}
    for name in _SCRIPTS:
        script = (static / name).read_text(encoding="utf-8")
        for singular, plural in _SCRIPT_PLURAL.findall(script):
            messages[singular] = [translator.ngettext(singular, plural, n) for n in (1, 2)]
        for message in _SCRIPT_MESSAGE.findall(script):
            messages.setdefault(message, translator.gettext(message))
    forms = translator.info().get("plural-forms", "plural=(n != 1);")
    plural = re.search(r"plural=(.+?);?\s*$", forms)
    # A number: Sphinx's scripts index the forms with it, and JavaScript's `n != 1` is a boolean.
    words = {"locale": app.config.language, "messages": messages,
             "plural_expr": f"+({plural.group(1) if plural else 'n != 1'})"}
    (static / "translations.js").write_text(
        f"Documentation.addTranslations({json.dumps(words, ensure_ascii=False, indent=1)});\n",
        encoding="utf-8")


def _switch(pagename: str, language: str) -> str:
    """Links to the same page in the other editions (their home page where it has none); the
    page's script keeps the address's fragment (a Table-page position) on the way."""
    up = up_to_site(pagename, language)
    links = []
    for other, folder in FOLDERS.items():
        if other == language:
            continue
        target = "index" if other != SOURCE and english_only(pagename) else pagename
        name = html.escape(phrase("book.LANGUAGE_NAME", language=other))
        links.append(f'<a href="{up}{folder}{target}.html" hreflang="{other}" lang="{other}" '
                     f'class="idiot-language-link">{name}</a>')
    label = html.escape(phrase("book.OTHER_LANGUAGES"))
    return (f'<nav class="idiot-language-switch no-search" aria-label="{label}">'
            f'{" ".join(links)}</nav>')


def setup_language(app: Sphinx) -> None:
    """Connect the editions' events (called from the ``idiotbook`` extension's setup)."""
    app.connect("config-inited", configure)
    app.connect("builder-inited", start_speaking, priority=100)
    app.connect("missing-reference", english_page)
    app.add_directive("idiot-english-pages", IdiotEnglishPages)
    app.add_js_file("idiot-language.js")  # every page: the switch keeps the address's fragment
    app.connect("build-finished", finish_pages, priority=300)  # before the offline worker lists
    app.connect("build-finished", stop_speaking, priority=900)
