"""The translators' catalogues: ``idiot catalog extract | update | compile | stats``.

Two gettext domains: ``idiotcore``, every sentence the engine says (the English templates
registered with the wording layer, each with its key as the message context; the nouns counted
by ``{n:plural NOUN}``, through ``ngettext``), in ``idiotcore/locale/``; and ``lessons``, the
Learn page's lessons (their titles, texts, goals and hints, by lesson id and field), in
``notebooks/lessons/locale/``. ``extract`` writes a domain's ``.pot`` from the source,
``update`` merges it into each language's ``.po`` (a changed English marks its translation
fuzzy, as gettext's ``msgmerge`` does), ``compile`` writes the ``.mo`` files that the engine
reads with the standard library's :mod:`gettext` (committed, so a checkout needs no build step),
``stats`` counts what is translated, fuzzy and missing. Babel does the reading and writing; it
is a development dependency, so this module is not shipped to the browser.
"""

from __future__ import annotations

import datetime
import io
import json
import re
import string
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from ..lang.wording import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE, catalogue, phrase
from .lesson_words import DOMAIN as LESSONS_DOMAIN
from .lesson_words import FIELDS, context
from .lessons import LESSONS_DIR

TRANSLATED = tuple(lang for lang in LANGUAGES if lang != SOURCE)
_EPOCH = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
"""The catalogues' dates: fixed, so that a catalogue changes only when its messages do."""


@dataclass(frozen=True)
class Domain:
    """A gettext domain: its name and the folder of its catalogues."""

    name: str
    folder: Path

    def pot(self) -> Path:
        return self.folder / f"{self.name}.pot"

    def po(self, lang: str) -> Path:
        return self.folder / lang / "LC_MESSAGES" / f"{self.name}.po"

    def mo(self, lang: str) -> Path:
        return self.folder / lang / "LC_MESSAGES" / f"{self.name}.mo"


ENGINE = Domain(DOMAIN, LOCALE_DIR)
LESSONS = Domain(LESSONS_DOMAIN, LESSONS_DIR / "locale")
DOMAINS = {domain.name: domain for domain in (ENGINE, LESSONS)}


def _nouns(templates: dict[str, str]) -> list[str]:
    """The nouns the templates count (``{n:plural card}``), each once, in order."""
    found = re.findall(r"\{\w+:plural ([^}]+)\}", "\n".join(templates.values()))
    return list(dict.fromkeys(found))


def engine_messages() -> Iterator[tuple[str, str | tuple[str, str], str]]:
    """The engine's messages: (context, English, where it comes from)."""
    import idiotcore.model.rulebook
    import idiotcore.rules  # noqa: F401  (every rule module registers its templates)

    templates = catalogue(SOURCE)
    for key, english in templates.items():
        yield key, english, key.split(".")[0]
    for noun in _nouns(templates):
        yield "noun", (noun, noun + "s"), "plural"


def lesson_messages() -> Iterator[tuple[str, str | tuple[str, str], str]]:
    """The lessons' messages: (``<lesson id>.<field>`` or ``<part>.title``, English, file)."""
    for path in sorted(LESSONS_DIR.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        yield context(data["part"], "title"), data["title"], path.name
        for lesson in data["lessons"]:
            for field in FIELDS:
                if lesson.get(field):
                    yield context(lesson["id"], field), lesson[field], path.name


def template(domain: Domain) -> Catalog:
    """The domain's ``.pot``, from the source."""
    pot = Catalog(project="idiotcore", domain=domain.name, fuzzy=False,
                  creation_date=_EPOCH, revision_date=_EPOCH)
    source = engine_messages() if domain is ENGINE else lesson_messages()
    for key, english, where in source:
        pot.add(english, context=key, auto_comments=[where])
    return pot


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=False,
             include_previous=True)
    path.write_bytes(buffer.getvalue())


def _read(path: Path, lang: str) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=lang, domain=path.stem)


def extract(domain: Domain) -> Path:
    _write(template(domain), domain.pot())
    return domain.pot()


def update(domain: Domain, lang: str) -> Path:
    """Merge the ``.pot`` into ``lang``'s ``.po`` (a new one if there is none)."""
    pot = template(domain)
    path = domain.po(lang)
    if path.exists():
        catalog = _read(path, lang)
        catalog.update(pot, no_fuzzy_matching=False)
    else:
        catalog = Catalog(locale=lang, domain=domain.name, project="idiotcore",
                          creation_date=_EPOCH, revision_date=_EPOCH)
        catalog.update(pot)
    catalog.obsolete.clear()
    _write(catalog, path)
    return path


def compiled(domain: Domain, lang: str) -> bytes:
    """The ``.mo`` of ``lang``'s ``.po`` (fuzzy translations left out, as msgfmt does)."""
    buffer = io.BytesIO()
    write_mo(buffer, _read(domain.po(lang), lang), use_fuzzy=False)
    return buffer.getvalue()


def compile_mo(domain: Domain, lang: str) -> Path:
    domain.mo(lang).write_bytes(compiled(domain, lang))
    return domain.mo(lang)


@dataclass(frozen=True)
class Stats:
    """How much of a catalogue is translated."""

    total: int
    translated: int
    fuzzy: int
    untranslated: int
    stale: int
    """Messages of the source the ``.po`` does not have yet, or has that the source has not."""


def stats(domain: Domain, lang: str) -> Stats:
    catalog = _read(domain.po(lang), lang)
    messages = [m for m in catalog if m.id]
    wanted = {_key(m) for m in template(domain) if m.id}
    have = {_key(m) for m in messages}
    fuzzy = sum(1 for m in messages if m.fuzzy)
    done = sum(not m.fuzzy and _filled(m.string) for m in messages)
    return Stats(len(messages), done, fuzzy, len(messages) - done - fuzzy, len(wanted ^ have))


def _key(message: Message) -> tuple[str | None, str]:
    """A message as the source knows it: its context and (singular) English."""
    return message.context, message.id if isinstance(message.id, str) else message.id[0]


def _filled(string: object) -> bool:
    return all(string) if isinstance(string, tuple | list) else bool(string)


def run(action: str, domains: list[str], langs: list[str]) -> list[str]:
    """Do ``action`` for the domains and languages; the lines to print."""
    lines = []
    for name in domains:
        domain = DOMAINS[name]
        if action == "extract":
            lines.append(str(extract(domain)))
            continue
        for lang in langs:
            if action == "update":
                lines.append(str(update(domain, lang)))
            elif action == "compile":
                lines.append(str(compile_mo(domain, lang)))
            else:
                s = stats(domain, lang)
                lines.append(phrase("command.CATALOG_STATS", domain=name, code=lang,
                                    translated=s.translated, total=s.total, fuzzy=s.fuzzy,
                                    untranslated=s.untranslated, stale=s.stale))
    return lines


_SAMPLES: dict[str, tuple[object, ...]] = {
    "card": ("7H", "RJ"), "cards": (("7H",), ("7H", "7D", "BJ")),
    "spaced": (("7H",), ("7H", "7D")), "codes": (("7H",), ("7H", "7D")),
    "rank": (13, 7, None), "top": ("7C", 13, None), "on": ("7C", 12, None),
    "below": ("7C", None), "covered": ("7C", 0, 13, None), "a_rank": (8, 14, 13),
    "does": ("Bo", "Ada"), "mid_does": ("Bo", "Ada"), "form": ("Bo", "Ada"),
    "named": ("Bo", "Ada"), "their": ("Bo", "Ada"), "they": ("Bo", "Ada"),
    "whose": ("Bo", "Ada"), "whose_start": ("Bo", "Ada"), "whose_alone": ("Bo", "Ada"),
    "plural": (1, 3), "agree": (1, 3), "times": (1, 2, 5), "copies": (0, 1, 2, 3),
    "thousands": (1, 12345), "suit": ("H",), "commas": (("x",), ("x", "y")),
}
"""Values to fill each kind of slot with, one and several where it matters; the viewer, who
reads in the second person, is Ada."""


def _fields(template: str) -> dict[str, set[str]]:
    """The template's slots, each with the ways it is worded (``how``)."""
    fields: dict[str, set[str]] = {}
    for _, name, spec, _ in string.Formatter().parse(template):
        if name is not None:
            fields.setdefault(name, set()).add(spec.partition(" ")[0] if spec else "")
    return fields


def problems(context: str, english: str, translated: str) -> list[str]:
    """What is wrong with a translation: a slot lost or added, a slot worded another way, a
    plural's noun changed, a word the glossary avoids, or a template that does not fill."""
    from ..lang.glossary import TERMS
    from ..lang.wording import _FILL, speaking

    found = []
    try:
        mine, theirs = _fields(english), _fields(translated)
    except ValueError as err:
        return [f"{context}: {err}"]
    if set(mine) != set(theirs):
        found.append(f"{context}: slots {sorted(theirs)} should be {sorted(mine)}")
    for name in set(mine) & set(theirs):
        if {h for h in theirs[name] if h} - {h for h in mine[name] if h}:
            found.append(f"{context}: slot {name} worded as {theirs[name]}, not {mine[name]}")
    if re.findall(r":plural ([^}]+)\}", english) != re.findall(r":plural ([^}]+)\}", translated):
        found.append(f"{context}: a plural keeps its English noun (the catalogue's 'noun' entry)")
    lower = translated.lower()
    for term in TERMS:
        found += [f"{context}: avoid {word!r} ({term.english}: {term.norwegian})"
                  for word in term.avoid if re.search(rf"\b{word}", lower)]
    hows = {name: sorted(h for h in theirs.get(name, {""}) if h) for name in mine}
    for pick in range(4):
        slots = {name: _sample(how[0] if how else "", pick) for name, how in hows.items()}
        try:
            with speaking("nb", viewer="Ada"):
                _FILL.format(translated, **slots)
        except Exception as err:  # any failure to fill is the translation's problem
            found.append(f"{context}: does not fill ({type(err).__name__}: {err})")
            break
    return found


def _sample(how: str, pick: int) -> object:
    values = _SAMPLES.get(how, ("X", 3))
    return values[pick % len(values)]
