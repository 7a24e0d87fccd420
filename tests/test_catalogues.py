"""The Norwegian catalogues (issue 29): every sentence the engine, the pages' scripts and the
lessons give a player exists in bokmål, through gettext catalogues that translators' tools read;
the compiled ``.mo`` files match their ``.po``; every template fills in Norwegian; the glossary's
words are used and the words it avoids are not; a language reaches every entry point, and
English stays as it was."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_cli import idiot

from idiotcore import check, from_notation, parse_move
from idiotcore.lang.glossary import PARAGRAPH_TITLES, TERMS
from idiotcore.lang.wording import LANGUAGES, SOURCE, catalogue, speaking, translations
from idiotcore.model.rulebook import RULES
from idiotcore.present import catalog, learn, web
from idiotcore.present.bridge import page_catalogue

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE]
DOMAINS = list(catalog.DOMAINS.values())


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_nothing_is_untranslated_fuzzy_or_unmerged(domain: catalog.Domain, lang: str) -> None:
    stats = catalog.stats(domain, lang)
    assert stats.total > 0
    assert (stats.untranslated, stats.fuzzy, stats.stale) == (0, 0, 0), stats
    assert stats.translated == stats.total


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_the_committed_mo_is_its_po_compiled(domain: catalog.Domain, lang: str) -> None:
    # A checkout runs with no build step, so the .mo files are committed: they must be what
    # `idiot catalog compile` makes of the .po now.
    assert domain.mo(lang).read_bytes() == catalog.compiled(domain, lang)


def test_the_template_catalogue_is_the_source_extracted() -> None:
    # `idiot catalog extract` writes the .pot; it must hold every message of the source.
    from babel.messages.pofile import read_po

    for domain in DOMAINS:
        with domain.pot().open("rb") as file:
            pot = read_po(file)
        written = {(m.context, m.id) for m in pot if m.id}
        wanted = {(m.context, m.id) for m in catalog.template(domain) if m.id}
        assert written == wanted, domain.name


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_template_fills_in_norwegian_with_one_card_and_several(lang: str) -> None:
    # problems() fills each translation with one card and with several, the reader and another
    # player, one and many of each count; and checks it keeps the English's slots.
    english, translated = catalogue(SOURCE), catalogue(lang)
    found = []
    for key, template in english.items():
        words = re.sub(r"\{[^}]*\}", "", template)
        if translated[key] == template and re.search("[A-Za-z]", words):
            assert key in _SAME, key  # a translation the same as its English: listed here
        found += catalog.problems(key, template, translated[key])
    assert not found, "\n".join(found[:30])


_SAME = {"screen.JOKER", "screen.EXTREME", "screen.CLASSIC", "site.RULESET_EXTREME",
         "site.RULESET_CLASSIC", "site.SHORT_NAME", "rule.§15.title", "rule.C8.title",
         "page.PAR", "page.OVER_THREE", "screen.TERM_OK", "book.MATRIX_JOKER",
         "course.SEED"}
"""Templates the same in Norwegian: the games' names, joker, sjanse, par, "over 3", "ok", seed."""


def test_the_plural_nouns_are_translated_with_both_forms() -> None:
    for domain in DOMAINS:  # bokmål's rule, in each catalogue's header
        assert catalog._read(domain.po("nb"), "nb").plural_forms == "nplurals=2; plural=(n != 1);"
    book = translations("nb")
    for noun in ("card", "column", "face-down card", "game"):
        one, many = book.npgettext("noun", noun, noun + "s", 1), book.npgettext(
            "noun", noun, noun + "s", 2)
        assert noun not in (one, many), noun


def _norwegian_text() -> str:
    lessons = catalog._read(catalog.LESSONS.po("nb"), "nb")
    return "\n".join([*catalogue("nb").values(), *(str(m.string) for m in lessons if m.id)]).lower()


def test_the_glossary_words_are_used_and_the_avoided_ones_are_not() -> None:
    text = _norwegian_text()
    for term in TERMS:
        assert term.norwegian.lower() in text, term
        for word in term.avoid:
            assert word not in text, (term, word)
        assert (ROOT.parent / "shared" / "seeds" / term.seed).exists() or not (
            ROOT.parent / "shared").exists(), term.seed


def test_suit_is_sort_and_colour_is_farge() -> None:
    # In the Extreme seed "sort" is a suit (§11) and "farge" red or black (§15): a sentence
    # about a suit never says "farge", one about a colour never "sort".
    english, norwegian = catalogue(SOURCE), catalogue("nb")
    for key, template in english.items():
        said, template = norwegian[key].lower(), template.lower()
        if " suit" in template and "colour" not in template:
            assert "farge" not in said, (key, said)
        if "colour" in template and "suit" not in template:
            assert "sort" not in said.replace("sorte", ""), (key, said)


def test_the_extreme_paragraphs_have_the_seeds_titles() -> None:
    with speaking("nb"):
        for number, title in PARAGRAPH_TITLES.items():
            assert RULES[f"§{number}"].worded()[0] == title
        assert all(rule.worded()[0] != rule.title for rule in RULES.values()
                   if f"rule.{rule.id}.title" not in _SAME)


def test_a_verdict_in_norwegian_has_the_same_codes_rules_and_slots() -> None:
    p = from_notation("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0")
    english, norwegian = check(p, "play 8H"), check(p, "play 8H", "nb")
    assert english == norwegian and english.rules == norwegian.rules
    assert [(r.code, r.rule, r.slots) for r in english.reasons] == [
        (r.code, r.rule, r.slots) for r in norwegian.reasons]
    assert norwegian.message != english.message and "(§7)" in norwegian.message
    assert json.dumps(english.to_json()) != json.dumps(norwegian.to_json())
    assert english.to_json()["message"] == english.message  # English, unless asked


def test_norwegian_move_verbs_are_the_english_moves() -> None:
    for norwegian, english in [("legg 7H", "play 7H"), ("ta opp", "pickup"), ("snu 2", "flip 2"),
                               ("legg 4C gi 9H til Bo", "play 4C give 9H to Bo"),
                               ("legg 4D kast 9D", "play 4D throw 9D"), ("sjanse", "sjanse"),
                               ("bytt 7H 9C", "swap 7H 9C"), ("ferdig", "done"),
                               ("stå over", "pass"), ("samle 7H", "collect 7H"),
                               ("bli med Eli", "join Eli"), ("meld titt Bo 2", "report peek Bo 2"),
                               ("krev 2", "claim 2"), ("Bo: legg 9C", "Bo: play 9C")]:
        assert parse_move(norwegian) == parse_move(english), norwegian
    p = from_notation("extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0")
    assert check(p, "legg 3C") == check(p, "play 3C")


POSITION = "extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0"


def test_idiot_explain_in_norwegian_gives_the_same_codes() -> None:
    english = json.loads(idiot("explain", "-", "play 8H", "--json", stdin=POSITION).stdout)
    norwegian = json.loads(idiot("explain", "-", "play 8H", "--json", "--lang", "nb",
                                  stdin=POSITION).stdout)
    assert english["message"] != norwegian["message"]
    for verdict in (english, norwegian):
        verdict.pop("message")
        for reason in verdict["reasons"]:
            reason.pop("message")
    assert english == norwegian
    by_env = idiot("explain", "-", "play 8H", "--json", env={"IDIOT_LANG": "nb"}, stdin=POSITION)
    assert json.loads(by_env.stdout)["rules"] == english["rules"]
    assert json.loads(by_env.stdout)["message"].startswith("8♥ kan ikke legges på 7♣")


def test_english_is_what_it_was_unless_asked() -> None:
    # With IDIOT_LANG unset (and whatever the system's LANG says) the command's output is the
    # English it always gave: byte for byte the same as --lang en.
    plain = idiot("explain", "-", "play 8H", "--json", stdin=POSITION)
    norwegian_machine = idiot("explain", "-", "play 8H", "--json", stdin=POSITION,
                               env={"LANG": "nb_NO.UTF-8", "LANGUAGE": "nb"})
    asked = idiot("explain", "-", "play 8H", "--json", "--lang", "en", stdin=POSITION)
    assert plain.stdout == norwegian_machine.stdout == asked.stdout
    assert json.loads(plain.stdout)["message"].startswith("8♥ can't go on 7♣: after a seven")
    bad = idiot("explain", "-", "play 8H", "--lang", "xx", stdin=POSITION)
    assert bad.returncode == 2 and "xx" in bad.stderr and "Traceback" not in bad.stderr
    bad_env = idiot("explain", "-", "play 8H", env={"IDIOT_LANG": "xx"}, stdin=POSITION)
    assert bad_env.returncode == 2 and "en, nb" in bad_env.stderr


def test_the_bridges_answer_in_the_pages_language() -> None:
    try:
        assert json.loads(web.speak("nb")) == {"language": "nb"}
        judged = json.loads(web.judge_move(POSITION, "legg 8H"))
        assert "(§7)" in judged["message"] and "bunken" in judged["verdict_html"]
        game = json.loads(web.new_game("classic", 2, 1))
        assert game["names"][0] == "Du"
        lesson = json.loads(learn.lesson("classic-1"))
        assert lesson["lesson"]["title"] != "Your cards at the deal"
        assert json.loads(web.speak("xx"))["error"]
    finally:
        web.speak("en")
    assert json.loads(learn.lesson("classic-1"))["lesson"]["title"] == "Your cards at the deal"


def test_the_pages_catalogue_is_there_in_every_language() -> None:
    for lang in LANGUAGES:
        words = page_catalogue(lang)
        assert words["locale"] == lang and words["plural_expr"] == "(n != 1)"
        assert set(words["messages"]) == set(page_catalogue("en")["messages"])  # type: ignore[arg-type]
    assert page_catalogue("nb")["messages"]["page.YOUR_TURN"] != "Your turn."  # type: ignore[index]


def test_the_terminal_game_speaks_norwegian(tmp_path: Path) -> None:
    moves = tmp_path / "moves.txt"
    moves.write_text("help\nquit\n", encoding="utf-8")
    out = idiot("play", "--seed", "3", "--moves", str(moves), "--lang", "nb")
    assert out.returncode == 0, out.stderr
    assert "Du" in out.stdout and "bunken" in out.stdout.lower()


def test_the_browsers_engine_zip_speaks_norwegian_on_its_own(tmp_path: Path) -> None:
    # The site ships the engine as a zip (the Table, Play and Learn pages unpack it under
    # Pyodide): with the compiled catalogues in it, a Python that has only the zip answers in
    # Norwegian, lessons included.
    sys.path.insert(0, str(ROOT / "docs" / "_ext"))
    try:
        from idiottable_runtime import write_engine_zip
    finally:
        sys.path.remove(str(ROOT / "docs" / "_ext"))
    archive = tmp_path / "idiotcore.zip"
    write_engine_zip(archive)
    unpacked = tmp_path / "engine"
    __import__("zipfile").ZipFile(archive).extractall(unpacked)
    script = (f"import sys; sys.path.insert(0, {str(unpacked)!r}); import json, idiotcore; "
              "from idiotcore.present import web, learn; print(idiotcore.__file__); "
              f"web.speak('nb'); print(json.loads(web.judge_move({POSITION!r}, 'legg 8H'))"
              "['message']); print(json.loads(learn.lesson('classic-1'))['lesson']['title'])")
    out = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    where, message, title = out.stdout.splitlines()
    assert where.startswith(str(unpacked)), where
    assert message.startswith("8♥ kan ikke legges på 7♣"), message
    assert title != "Your cards at the deal", title


def test_a_lesson_is_judged_in_norwegian() -> None:
    from idiotcore.present.lesson_words import worded
    from idiotcore.present.lessons import find, judge

    with speaking("nb"):
        lesson = worded(find("classic-1"))
    step = judge(lesson, lesson.start, "legg 5C", "nb")
    english = judge(find("classic-1"), find("classic-1").start, "play 5C")
    assert step.rules == english.rules and step.legal == english.legal is False
    assert step.status != english.status and step.words != english.words
    assert "(C5)" in step.words and lesson.start.players[lesson.learner].name == "Du"
