"""Grammar (issue 13): the second person for the viewer (the person on the Play page, in
``idiot play`` and in a lesson, here the player called You) and plurals, in the engine's
messages, the consequences, the pictures and the Play page's log, all through
idiotcore/lang/wording.py; a player called You that nobody addresses is named (issue 29)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from idiotcore import check, from_notation, parse_move
from idiotcore.lang.english import does, plural
from idiotcore.lang.wording import speaking
from idiotcore.present import play, web
from idiotcore.present.render import table_svg
from idiotcore.present.verdicts import verdict_html

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _addressed_to_you() -> Iterator[None]:
    """Every test here reads as the player called You (the viewer), unless it says otherwise."""
    with speaking("en", viewer="You"):
        yield


def test_a_player_called_you_is_named_when_nobody_is_addressed() -> None:
    p = from_notation("classic/0/You:7H::;Bo:9C::/1.8D/10/0")
    with speaking("en", viewer=None):
        assert check(p, "pickup").message.startswith("You picks up the pile")
    with speaking("en", viewer="Bo"):
        assert check(p, "pickup").message.startswith("You picks up the pile")
        assert check(p.replace(to_move=1), "pickup").message.startswith("You pick up the pile")


@pytest.mark.parametrize(("who", "verb", "expected"), [
    ("You", "picks up", "You pick up"), ("Ada", "picks up", "Ada picks up"),
    ("You", "has", "You have"), ("You", "is done", "You are done"), ("You", "passes", "You pass"),
    ("You", "takes the move back", "You take the move back"), ("You", "lays", "You lay"),
    ("You", "may take", "You may take"), ("You", "does", "You do"),
    ("You", "still holds", "You still hold"), ("Ada", "still holds", "Ada still holds"),
])
def test_does_words_the_second_person_for_you(who: str, verb: str, expected: str) -> None:
    assert does(who, verb) == expected


def test_plural() -> None:
    assert (plural(1, "game"), plural(2, "game"), plural(0, "card")) == ("1 game", "2 games", "0 cards")


@pytest.mark.parametrize(("name", "expected"), [("You", "You still hold hand cards"),
                                                 ("Ada", "Ada still holds hand cards")])
def test_c6_locked_table_cards_message(name: str, expected: str) -> None:
    p = from_notation(f"classic/0/{name}:5C8D:9H:xx;Bo:xxxxxx::/1.7C/20/0")
    assert check(p, "play 9H").message.startswith(expected)


@pytest.mark.parametrize(("name", "expected"), [("You", "You pick up the pile (1 card)"),
                                                 ("Ada", "Ada picks up the pile (1 card)")])
def test_engine_pickup_message(name: str, expected: str) -> None:
    p = from_notation(f"classic/0/{name}:7H::;Bo:9C::/1.8D/10/0")
    assert check(p, "pickup").message.startswith(expected)


def test_engine_lay_message_and_mercy_in_the_second_person() -> None:
    p = from_notation("extreme/0/You:9S8H:::1;Bo:xxxxxx:::2/1.7C/20/0")
    laid = check(p.replace(pile=from_notation("extreme/0/A:::;B:::/1.6D/0/0").pile), "play 9S")
    assert laid.message.startswith("You lay 9♠ on the 6♦"), laid.message  # not "You lays"
    refused = check(p, "play 8H")  # 8♥ on a 7: refused, mercy after one game
    texts = [r.message for r in refused.reasons]
    assert "You have played 1 game, so you may take the move back (§20.1)." in texts, texts


def test_mercy_for_a_third_person_with_two_games() -> None:
    p = from_notation("extreme/0/Bo:8H:::2;You:xxxxxx:::1/1.7C/20/0")
    texts = [r.message for r in check(p, "play 8H").reasons]
    assert "Bo has played 2 games, so they may take the move back (§20.1)." in texts, texts


def test_consequence_in_the_verdict_picture_the_cli_and_the_play_page() -> None:
    p = from_notation("extreme/0/You:8H3C:::1;Bo:xxxxxx::/1.7C/20/0")
    verdict = check(p, "play 8H")
    html = verdict_html(verdict, names=["You", "Bo"])
    assert "You take the move back" in html and "takes" not in html
    out = subprocess.run([sys.executable, "-m", "idiotcore", "explain", "-", "play 8H"],
                         input="extreme/0/You:8H3C:::1;Bo:xxxxxx::/1.7C/20/0", capture_output=True,
                         text=True, cwd=ROOT, timeout=60)
    assert "consequence: You takes the move back" in out.stdout, out.stdout  # nobody addressed
    penalty = json.loads(web.judge_move("extreme/0/You:8H3C::;Bo:xxxxxx::/1.7C/20/0", "play 8H",
                                        "", 0))  # as the Play page asks: for seat 0
    assert "(you pick up the pile)" in penalty["after_note"]
    assert "You pick up the pile" in penalty["verdict_html"]


def test_games_played_in_the_picture() -> None:
    svg = table_svg(from_notation("extreme/0/Ada:8H:::1;Bo:xx:::2/-/0/0"))
    assert "1 game played" in svg and "1 games" not in svg and "2 games played" in svg


def test_the_play_page_log_words_your_moves_as_the_computers() -> None:
    p = from_notation("extreme/0/You:7H4C9D::;Bo:xx:6D--:xx--/1.5S/10/0")
    assert play.say(p, parse_move("play 7H")) == "You play 7♥."
    assert play.say(p, parse_move("pickup")) == "You pick up the pile."
    assert play.say(p, parse_move("play 4C give 9D to 1")) == "You play 4♣ and give 9♦ to Bo."
    assert play.say(p.replace(to_move=1), parse_move("pickup")) == "Bo picks up the pile."


def test_possessives_for_you() -> None:
    p = from_notation("classic/0/You::7H--:xxxx;Bo:xxxxxx::/1.5D/0/0")
    texts = [r.message for r in check(p, "play 7H").reasons]
    assert "Your hand is empty, so the face-up cards are in play (C6)." in texts, texts
    turn = check(from_notation("extreme/1/You:7H::;Bo:xxxxxx::/-/10/0"), "You: play 7H")
    assert turn.message.startswith("It is Bo's turn, not yours:"), turn.message


def test_the_end_of_a_game_on_the_play_page() -> None:
    view = json.loads(web.game("classic/0/You:7H::;Bo:::/-/0/0/out=1"))
    assert view["ending"] == {"winner": "Bo wins.", "idiot": "You are the idiot"}


def test_every_rule_module_words_each_of_its_codes() -> None:
    """The catalogue: each rule module has its templates in the source language (English; the
    other languages are gettext catalogues, tests/test_catalogues.py), each key named after its
    module and a code it gives."""
    from idiotcore import Code
    from idiotcore.lang.wording import SOURCE, catalogue
    from idiotcore.model import rulebook
    from idiotcore.rules import MODULES

    for module in MODULES:
        short = module.__name__.rsplit(".", 1)[-1].split("_")[0]
        keys = set(module.WORDS[SOURCE])
        assert set(module.WORDS) == {SOURCE}, module.__name__
        codes = {key.split(".")[1] for key in keys}
        assert all(key.split(".")[0] == short for key in keys), module.__name__
        assert codes <= {code.name for code in module.CODES} <= set(Code.__members__), module.__name__
        assert {code.name for code in module.CODES} <= codes, module.__name__
        assert module.RULE in (module.__doc__ or "").split("\n")[0], module.__name__  # says its rule
    from idiotcore import lang as words

    assert sum(len(m.WORDS["en"]) for m in (*MODULES, *words.MODULES, rulebook)) == len(
        catalogue("en"))


@pytest.mark.parametrize("module", ["input", "screen", "site", "book", "course", "command",
                                    "grammar"])
def test_every_word_module_holds_the_source_and_names_its_keys(module: str) -> None:
    """The templates that are no rule's (bad input, the screens): the source language only,
    each key named after its module."""
    import importlib

    words = importlib.import_module(f"idiotcore.lang.{module}").WORDS
    assert set(words) == {"en"}
    assert all(key.startswith(f"{module}.") for key in words["en"])


def test_a_reason_is_data_worded_in_one_place() -> None:
    from idiotcore import Code, Reason
    from idiotcore.model.rulebook import R

    r = Reason.of(Code.KING_ONLY, R.S13, "s13.KING_ONLY", card="2D", top=None)
    assert r.message == "2♦ can't go on the empty pile: only a king, an ace or a 5 goes on a king (§13)."
    assert r == Reason.of(Code.KING_ONLY, R.S13, "s13.KING_ONLY", card="2D", top=None)
    with pytest.raises(ValueError, match="unknown language"):
        r.say("xx")


def test_every_rule_module_is_listed() -> None:
    """A rule module left out of rules.MODULES would have sentences nobody finds."""
    from idiotcore.rules import MODULES

    folder = ROOT / "idiotcore" / "rules"
    files = {p.relative_to(folder).with_suffix("").as_posix().replace("/", ".")
             for p in folder.glob("*/*.py") if p.name != "__init__.py"}
    assert files == {m.__name__.removeprefix("idiotcore.rules.") for m in MODULES}


def _lessons(lessons: list[object] | None = None, **fields: object) -> str:
    """A lessons file (``idiot-lessons/1``) of one lesson, ``fields`` put in the file or the
    lesson (where the key is)."""
    lesson = {"id": "x-1", "title": "t", "text": "t", "goal": "g", "hint": "h", "par": 1,
              "position": "classic/0/A:7H::;B:::/-/0/0", "reach": {"play": True},
              "rules": ["C5"], "wrong": [{"move": "pickup"}]}
    top: dict[str, object] = {"format": "idiot-lessons/1", "part": "p", "title": "t"}
    for key, value in fields.items():
        (top if key in top else lesson)[key] = value
    top["lessons"] = [lesson] if lessons is None else lessons
    return json.dumps(top)


# Bad input: each error names its template key (and where), worded through the catalogue.
P = "extreme/0/A:7H4C4H::xx;B:5C:9S:xx/-/10/0"
"""A table for the errors of moves that name what is not there."""
BAD_INPUT = [
    ("card", "ZZ", "input.NOT_A_CARD"),
    ("notation", "extreme/0/A:7::;B:::/-/0/0", "input.NOT_A_CARD_RUN"),
    ("notation", "extreme/0/A:ZZ::;B:::/-/0/0", "input.NOT_A_CARD_CODE"),
    ("notation", "extreme/0/A:--::;B:::/-/0/0", "input.GAP_NOT_A_CARD"),
    ("notation", "extreme/0/A:::;B:::/-/1000/0", "input.TOO_MANY_CARDS"),
    ("notation", "extreme,mercy_games=x/0/A:::;B:::/-/0/0", "input.SWITCH_NUMBER"),
    ("notation", "x" * 4001, "input.TOO_LONG"),
    ("notation", "extreme/0/A:::", "input.FIELDS"),
    ("notation", "extreme,nope/0/A:::;B:::/-/0/0", "input.UNKNOWN_SWITCH"),
    ("notation", "nope/0/A:::;B:::/-/0/0", "input.UNKNOWN_RULESET"),
    ("notation", "extreme/x/A:::;B:::/-/0/0", "input.NOT_A_SEAT"),
    ("notation", "extreme/0/A::;B:::/-/0/0", "input.PLAYER_FIELDS"),
    ("notation", "extreme/0/A::::x;B:::/-/0/0", "input.NOT_A_NUMBER"),
    ("notation", "extreme/0/A:::;B:::/7H/0/0", "input.PILE_PLAY"),
    ("notation", "extreme/0/A:::;B:::/-/0/0/out=x", "input.NOT_SEATS"),
    ("notation", "extreme/0/A:::;B:::/-/0/0/what", "input.UNKNOWN_EXTRA"),
    ("json", "{", "input.NOT_JSON"),
    ("json", "[]", "input.JSON_OBJECT"),
    ("json", '{"players": [7]}', "input.OBJECT"),
    ("json", '{"players": [{"name": 7}]}', "input.STRING"),
    ("json", '{"players": 7}', "input.LIST"),
    ("json", '{"players": [{"name": "A"}, {"name": "B"}], "to_move": 1000}', "input.WHOLE_NUMBER"),
    ("json", '{"players": [{"name": "A", "hand": [7]}, {"name": "B"}]}', "input.CARD_CODE"),
    ("json", '{"players": [{"name": "A", "hand": ["ZZ"]}, {"name": "B"}]}', "input.NOT_A_CARD"),
    ("json", '{"players": [{"name": "A"}, {"name": "B"}], "opening": "Z"}', "input.RANK"),
    ("json", '{"colour": 1}', "input.UNKNOWN_FIELD"),
    ("json", '{"format": "idiot-position/9"}', "input.FORMAT"),
    ("json", '{"ruleset": 7}', "input.RULESET"),
    ("json", '{"switches": {"nope": true}}', "input.SWITCH_KNOWN"),
    ("json", '{"switches": {"jokers": "yes"}}', "input.SWITCH_VALUE"),
    ("json", '{"players": [{"name": "A"}, {"name": "B"}], "pile": [7]}', "input.PILE_ENTRY"),
    ("json", '{"players": [{"name": "A"}, {"name": "B"}], "phase": "deal"}', "input.PHASE"),
    ("json", '{"players": [{"name": "A"}, {"name": "B"}], "result": 7}', "input.RESULT"),
    ("json", '{"players": [{"name": "A"}, {"name": "B"}], "finished": [0], "result": {"out": [1]}}',
     "input.RESULT_FINISHED"),
    ("json", '{"players": [{"name": "A", "hand": ["7H"]}, {"name": "B"}], "finished": [0]}',
     "input.NOT_OUT"),
    ("json", '{"players": [{"name": "A"}, {"name": "B", "hand": ["7H"]}], "result": {"out": [0], '
     '"idiot": 0}}', "input.RESULT_IDIOT"),
    ("json", '{"players": [{"name": "A", "hand": ["7H"]}, {"name": "B"}], "result": {"out": [0], '
     '"idiot": null}}', "input.RESULT_HAS_CARDS"),
    ("json", '{"players": [{"name": "A"}, {"name": "B", "hand": ["7H"]}], "result": {"out": []}}',
     "input.RESULT_LEAVES_OUT"),
    ("notation", "extreme/0/A:::/-/0/0", "input.PLAYER_COUNT"),
    ("validate", "columns", "input.COLUMNS"),
    ("validate", "games", "input.GAMES_RANGE"),
    ("notation", "extreme/5/A:::;B:::/-/0/0", "input.PLAYER_INDEX"),
    ("notation", "extreme/0/A%01:::;B:::/-/0/0", "input.NAME_CHARACTERS"),
    ("notation", "extreme/0/A:::;A:::/-/0/0", "input.NAME_TWICE"),
    ("notation", "extreme/0/7:::;B:::/-/0/0", "input.NAME_SEAT"),
    ("json", '{"players": [{"name": "A", "face_up": [], "face_down": [], "games_played": 100001}, '
     '{"name": "B"}]}', "input.WHOLE_NUMBER"),
    ("notation", "extreme/0/A:::" + "xx" * 13 + ";B:::/-/0/0", "input.TOO_MANY_COLUMNS"),
    ("notation", "classic,collecting/0/A::(7H8C):xx;B:::/-/0/0", "input.STACK_RANK"),
    ("json", '{"players": [{"name": "A"}, {"name": "B"}], "pile": [{"by": 0, "cards": []}]}',
     "input.EMPTY_PLAY"),
    ("notation", "classic/0/A:::;B:::/-/0/0/open=3", "input.OPENING_RULESET"),
    ("notation", "portuguese/0/A:::;B:::/0.3C/0/0/open=3", "input.OPENING_OVER"),
    ("notation", "classic/0/A:RJ::;B:::/-/0/0", "input.NO_JOKERS"),
    ("notation", "classic/0/A:7H7H::;B:::/-/0/0", "input.CARD_TOO_OFTEN"),
    ("notation", "classic/0/A:::;B:::/-/53/0", "input.DECK_SIZE"),
    ("move", "play " + "7H " * 200, "input.MOVE_TOO_LONG"),
    ("move", "  ", "input.EMPTY_MOVE"),
    ("move", "dance", "input.UNKNOWN_VERB"),
    ("move", "play", "input.NO_CARD"),
    ("move", "play ??", "input.UNKNOWN_IN_MOVE"),
    ("move", "play 7H give 8C", "input.GIVE_SYNTAX"),
    ("move", "play 7H throw", "input.THROW_SYNTAX"),
    ("move", "give 9H to B", "input.GIVE_ALONE"),
    ("move", "throw 9D", "input.THROW_ALONE"),
    ("move", "flip", "input.FLIP_SYNTAX"),
    ("move", "flip 0", "input.FLIP_FROM_ONE"),
    ("move", "flip x", "input.NOT_A_NUMBER"),
    ("move", "pickup now", "input.NOTHING_AFTER"),
    ("move", "swap 7H", "input.SWAP_SYNTAX"),
    ("move", "collect", "input.COLLECT_SYNTAX"),
    ("move", "join", "input.JOIN_SYNTAX"),
    ("move", "join 7", "input.JOIN_NUMBER"),
    ("move", "join a:b", "input.NOT_A_NAME"),
    ("move", "report dance B", "input.REPORT_SYNTAX"),
    ("move", "report peek B", "input.PEEK_SYNTAX"),
    ("move", "claim 1 2", "input.CLAIM_SYNTAX"),
    ("move", "claim 0", "input.CLAIM_FROM_ONE"),
    ("check", "play 4C give 9D to Zed", "input.NO_SUCH_PLAYER"),
    ("check", "play 8H", "input.NOT_HELD"),
    ("apply", "B: flip 1", "input.UNKNOWN_BLIND"),
    ("check", "play 4C give 9D to B", "input.GIFT_NOT_HELD"),
    ("check", "play 4H throw 9D", "input.THROW_NOT_FACE_UP"),
    ("swap", "swap 7H 9D", "input.SWAP_CARDS"),
    ("collect", "collect 8H", "input.COLLECT_NOT_HELD"),
    ("check", "report peek B 3", "input.PEEK_NO_CARD"),
    ("check", "flip 4", "input.NO_COLUMN"),
    ("check", "report peek B 1 1", "input.PEEK_TWICE"),
    ("check", "join B", "input.NAME_TAKEN"),
    ("rule", "99", "input.NO_RULE"),
    ("deal", '["classic", 6]', "input.DEAL_PLAYERS"),
    ("deal", '["classic", 5, 0, {"six_hand_cards": true}]', "input.DEAL_CARDS"),
    ("lesson", "{", "input.LESSON_NOT_JSON"),
    ("lesson", '{"format": "idiot-lessons/0"}', "input.LESSON_FORMAT"),
    ("lesson", _lessons(part=7), "input.LESSON_FIELD"),
    ("lesson", _lessons(lessons=[7]), "input.LESSON_OBJECT"),
    ("lesson", _lessons(rules=[]), "input.LESSON_NOT_EMPTY"),
    ("lesson", _lessons(reach={}), "input.REACH_OBJECT"),
    ("lesson", _lessons(reach={"fly": True}), "input.REACH_KEYS"),
    ("lesson", _lessons(reach={"empty": "pile"}), "input.REACH_EMPTY"),
    ("example", '{"move": "pickup"}', "input.EXAMPLE_OPTIONS"),
    ("example", '{"move": "pickup", "legal": "true", "consequence": "burn"}',
     "input.EXAMPLE_CONSEQUENCE"),
    ("decide", "extreme/0/A:::", "input.FIELDS"),
]
"""(what is read, the bad input, the key of the error it gives)."""


def _read(kind: str, text: str) -> object:
    """Read ``text`` as ``kind`` says: the call a caller makes with such input."""
    from idiotcore import Player, apply, parse_card, position_from_json, validate
    from idiotcore.model.rulebook import lookup
    from idiotcore.play.game import deal
    from idiotcore.present import examples, lessons

    tables = {"check": P, "apply": "extreme/1/A:7H::;B:::xx/1.5C/10/0",
              "swap": "classic/0/A:7H::xx;B:::xx/-/0/0/swap",
              "collect": "classic,collecting/0/A:7H:7C:xx;B:::xx/-/0/0"}
    players = {"columns": Player(name="A", face_up=(("7H",),)),
               "games": Player(name="A", games_played=100001)}
    readers = {"card": parse_card,
               "validate": lambda which: validate(from_notation(P).replace(
                   players=(players[which], Player(name="B")))),
               "notation": from_notation, "json": position_from_json,
               "move": parse_move, "apply": lambda move: apply(from_notation(tables[kind]), move),
               "rule": lookup, "deal": lambda given: deal(*json.loads(given)),
               "lesson": lessons.parse,
               "example": lambda given: examples.make_example(json.loads(given), "", "a.md", 3),
               "decide": lambda given: examples.decide_example(examples.Example("a.md", 3, given,
                                                                                "pickup", legal=True))}
    return readers.get(kind, lambda move: check(from_notation(tables[kind]), move))(text)


@pytest.mark.parametrize(("kind", "text", "key"), BAD_INPUT,
                         ids=[f"{key}-{kind}" for kind, _, key in BAD_INPUT])
def test_bad_input_gives_the_error_key(kind: str, text: str, key: str) -> None:
    from idiotcore.model.errors import InputError

    with pytest.raises(InputError) as caught:
        _read(kind, text)
    assert caught.value.key == key, str(caught.value)
    assert str(caught.value) == caught.value.say("en")


def test_every_error_key_is_given_by_a_bad_input_here() -> None:
    from idiotcore.lang.input import WORDS

    places = {key for key in WORDS["en"] if key.startswith("input.IN_")}
    assert {key for _, _, key in BAD_INPUT} == set(WORDS["en"]) - {"input.AT", "input.AND"} - places
    assert {key for _, key, _ in PLACES} == places


PLACES = [
    ("A" * 41 + ": play 7H", "input.IN_PREFIX", "move prefix: {} is not a player name or index"),
    ("play 7H give 8C", "input.IN_GIVE",
     "play … give: write the gift after the four, as in 'play 7H give CARD to PLAYER'"),
    ("play 7H give 8C to a:b", "input.IN_GIVE_TO", "give … to: 'a:b' is not a player name or index"),
    ("play 7H throw", "input.IN_THROW",
     "play … throw: write the card thrown after the four, as in 'play 7H throw CARD'"),
]
"""(a bad move, the template key of where in the move its error is, the error in English)."""


@pytest.mark.parametrize(("text", "where", "english"), PLACES, ids=[key for _, key, _ in PLACES])
def test_where_in_a_move_is_a_template_key(text: str, where: str, english: str) -> None:
    """A place in a move that is no field or move word (``move prefix``) is a template's key:
    worded by the catalogue with the error, where an example's location goes in front too."""
    from idiotcore.model.moves import MoveError
    from idiotcore.present.examples import ExampleError

    with pytest.raises(MoveError) as caught:
        parse_move(text)
    assert caught.value.where == where
    assert str(caught.value) == english.format(repr("A" * 41))
    assert str(ExampleError.at(caught.value, "a.md:3")) == "a.md:3: " + str(caught.value)


def test_an_error_is_data_worded_where_it_is_read() -> None:
    """The error keeps its key, where and slots; the catalogue words it, the same English as
    before (the spec's one line on standard error)."""
    from idiotcore import PositionError

    with pytest.raises(PositionError) as caught:
        from_notation("classic/0/A:7H7H9C9C::;B:::/-/0/0")
    err = caught.value
    assert (err.key, err.where, err.slots) == (
        "input.CARD_TOO_OFTEN", "cards", {"card": "7H", "count": 2, "allowed": 1})
    assert str(err) == ("cards: 7H is there twice; the deck holds one, and 9C is there twice; "
                        "the deck holds one")
    with pytest.raises(ValueError, match="unknown language"):
        err.say("xx")


SOURCES = sorted((ROOT / "idiotcore").rglob("*.py"))
LANG_DIR = ROOT / "idiotcore" / "lang"
"""Where the templates are written: a key in its own module (``lang/input.py`` for ``input.*``)
is not a key used."""
ERRORS = r"(?:(?:Move|Position|Card|Ruleset|Lesson)Error|Refused|Fail)"


def test_no_error_sentence_is_built_outside_the_catalogue() -> None:
    """Every bad-input error (the core's, the lessons', the page bridges' refusals and the
    ``idiot`` command's failures) is raised with a template key (``"input.X"``, ``"screen.X"``),
    a phrase of the catalogue, or re-raised as another class (``.of(err)``), never with a
    sentence; outside compact/ (its own people word it)."""
    import re

    raised = re.compile(rf"raise {ERRORS}(\.of)?\(\s*(.)")
    found = []
    for path in SOURCES:
        if "compact" in path.parts:
            continue
        for match in raised.finditer(path.read_text(encoding="utf-8")):
            start = path.read_text(encoding="utf-8")[match.start(2):match.start(2) + 8]
            if not (match.group(1) or start.startswith(('"input.', '"screen.', "phrase("))):
                found.append((path.name, match.group(0)))
    assert not found


def _keys_used(paths: list[Path], prefix: str) -> set[str]:
    import re

    return {key for path in paths if path != LANG_DIR / f"{prefix}.py"
            for key in re.findall(rf"[\"'`]({prefix}\.[A-Z_]+)[\"'`]", path.read_text(encoding="utf-8"))}


PAGES = sorted((ROOT / "docs" / "_static").glob("*.js"))
"""The pages' scripts: they word their labels with the ``page.*`` templates."""
EXTENSIONS = sorted((ROOT / "docs" / "_ext").glob("*.py"))
"""The site's extensions: the app pages' HTML says the ``site.*`` templates, what the rulebook's
pages get at build time the ``book.*`` ones."""
COURSE = sorted([*(ROOT / "notebooks").glob("*.py"), *(ROOT / "notebooks" / "idiot_widgets").glob("*.py")])
"""The course's Python: the notebooks' widgets and the table app say the ``course.*`` templates."""


@pytest.mark.parametrize(("prefix", "where"), [("input", "idiotcore"), ("screen", "idiotcore+notebooks"),
                                               ("command", "idiotcore"), ("page", "docs/_static"),
                                               ("site", "docs/_ext"), ("book", "docs/_ext"),
                                               ("course", "notebooks")])
def test_every_template_key_used_has_a_template_and_every_template_is_used(prefix: str,
                                                                           where: str) -> None:
    """A key in the code names a template of the catalogue; a template nobody uses is gone."""
    from idiotcore.lang.wording import catalogue

    used = _keys_used({"idiotcore": SOURCES, "docs/_static": PAGES, "docs/_ext": EXTENSIONS,
                       "notebooks": COURSE, "idiotcore+notebooks": SOURCES + COURSE}[where],
                      prefix)
    written = {key for key in catalogue("en") if key.startswith(prefix + ".")}
    assert used - written == set()
    assert written - used == set()


def test_the_pages_templates_have_plain_slots_the_script_can_fill() -> None:
    """``word`` in engine-client.js fills ``{name}`` and nothing more: no way of wording a slot
    (``{who:does}``), no conversion, no escaped brace."""
    import string

    from idiotcore.present.bridge import page_words

    words = page_words()
    assert words and all(key.startswith("page.") for key in words)
    for key, template in words.items():
        for _, name, spec, conversion in string.Formatter().parse(template):
            assert name is None or (name.isidentifier() and not spec and conversion is None), key
        assert "{{" not in template and "}}" not in template, key


def test_no_sentence_of_the_pages_is_written_in_their_scripts() -> None:
    """Every text of a page template (between its slots) is in the catalogue only: none of
    more than one word is written again in docs/_static/*.js outside a comment (the labels
    moved out of the scripts stay out; a word alone, such as "hand", is also an identifier)."""
    import re

    from idiotcore.present.bridge import page_words

    comment = re.compile(r"/\*.*?\*/|(?<![:\\])//[^\n]*", re.S)
    scripts = {path.name: comment.sub("", path.read_text(encoding="utf-8")) for path in PAGES}
    pieces = {(key, piece.strip(" .:()")) for key, template in page_words().items()
              for piece in re.split(r"\{\w+\}", template) if " " in piece.strip(" .:()")}
    assert len(pieces) > 40
    found = [(key, piece, name) for key, piece in sorted(pieces)
             for name, text in scripts.items() if piece in text]
    assert not found


SCRIPTS = [*COURSE, *EXTENSIONS]
"""The Python that writes what a reader meets: a notebook's widgets and outputs, the table app
(marimo), a page of the site as it is built."""
WRITTEN_ELSEWHERE: tuple[tuple[str, str, str], ...] = (
    ("docs/_ext/idiotarch.py", "*", "the architecture picture's labels and titles: the "
     "contributors' pages are for developers, in English"),
    ("docs/_ext/idiottable_runtime.py", "*", "what the build tells the host who builds the site "
     "(the Pyodide runtime missing, the snapshot not made: standard error, the build's log and "
     "progress lines); it writes no page"),
    ("docs/_ext/idiottable_progress.py", "progress()", "the build's progress lines, on the "
     "terminal of the host who builds the site"),
    ("docs/_ext/idiotbook_examples.py", "fail()", "the build's log: an example the engine "
     "disagrees with or can't decide (the page says it in a template)"),
    ("docs/_ext/idiotbook_matrix.py", "fail()", "the build's log: a cell the engine can't decide"),
    ("docs/_ext/idiotbook_rules.py", "fail()", "the build's log: a rule id the registry lacks"),
    ("docs/_ext/idiotbook_records.py", "logger.info()", "the build's log: how many examples fail"),
    ("docs/_ext/idiotbook_backlinks.py", "logger.error()", "the build's log: a rule without its "
     "label"),
    ("docs/_ext/idiotbook_backlinks.py", "logger.warning()", "the build's log: a rule's label on "
     "another page than the registry's"),
    ("docs/_ext/idiotbook_nodes.py", "logger.warning()", "the build's log: a link that leads "
     "nowhere"),
    ("docs/_ext/idiotbook_language.py", "ConfigError()", "the build's log: a language the "
     "rulebook has no edition in"),
    ("docs/_ext/idiotbook_language.py", "self.error()", "the build's log: a table of contents "
     "of English pages the extension does not know"),
    ("docs/_ext/idiotbook_language.py", "_THEME_WORDS=", "the theme's own English labels, "
     "matched in the written pages to put the catalogue's words (book.THEME_*) in their place"),
    ("docs/_ext/idiotbook_language.py", "_TOGGLE_SECTION=", "the theme's own English label of "
     "a navigation button, matched to put the catalogue's words (book.THEME_SECTION) in its "
     "place"),
    ("notebooks/table.py", "marimo.App()", "the app's window title: marimo reads App's arguments "
     "from the file without running it (literals only), so it can't be a template"),
)
"""(file, where in it: every string of the file (``*``), inside a call (``name()``) or assigned
to a name (``name=``), the reason): the
strings of :data:`SCRIPTS` no reader of a notebook, the table app or a page meets."""
READER_ATTRIBUTES = ("title", "alt", "aria-label", "placeholder")
"""The attributes of a tag whose words a reader meets (read out, shown on hover or empty)."""


def _words(text: str) -> list[str]:
    """The words of a string a reader would read: its text outside HTML tags and the attributes
    a reader meets, words of letters (``face-up``, ``can't``); a value of an f-string
    (``{}``), a move or card code (``7H``), a notation or an identifier with signs is none."""
    import re

    def shown(tag: re.Match[str]) -> str:
        names = "|".join(READER_ATTRIBUTES)
        return " " + " ".join(re.findall(rf'\b(?:{names})="([^"]*)"', tag.group(0))) + " "

    tokens = (token.strip(".,:;!?()[]\"'«»…") for token in re.sub(r"<[^>]*>", shown, text).split())
    return [token for token in tokens if re.fullmatch(r"[^\W\d_]+(?:['’-][^\W\d_]+)*", token)]


def _strings(path: Path) -> list[tuple[int, str, set[str]]]:
    """Every string of ``path`` but its docstrings, an f-string as one (each value ``{}``):
    (line, text, the calls it is an argument of, each as ``name()``, and the names it is
    assigned to, each as ``name=``)."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    calls: dict[int, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip.add(id(node.value))  # a docstring, of a module, a class, a function or a name
        elif isinstance(node, ast.JoinedStr):
            skip.update(id(part) for part in node.values)
            for part in node.values:
                if isinstance(part, ast.FormattedValue) and part.format_spec is not None:
                    skip.update(id(inner) for inner in ast.walk(part.format_spec))
        elif isinstance(node, ast.Call):
            name = ast.unparse(node.func) + "()"
            for argument in [*node.args, *(keyword.value for keyword in node.keywords)]:
                for inner in ast.walk(argument):
                    calls.setdefault(id(inner), set()).add(name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for inner in ast.walk(node.value):
                calls.setdefault(id(inner), set()).update(ast.unparse(t) + "=" for t in targets)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            text = "".join(part.value if isinstance(part, ast.Constant) else "{}"
                           for part in node.values)
        else:
            continue
        found.append((node.lineno, text, calls.get(id(node), set())))
    return found


def test_no_sentence_is_built_in_the_notebooks_or_the_site_extension() -> None:
    """What a reader meets in a notebook (the widgets' answers, labels and still pictures), in
    the table app or on a page the site's extension writes is the catalogue's (``course.*``,
    ``book.*``, ``site.*``, ``screen.*``), read with ``phrase`` when it is written: no string of
    three words or more (outside docstrings; an f-string as one, its values left out) is in
    notebooks/*.py, notebooks/idiot_widgets/*.py or docs/_ext/*.py, unless
    :data:`WRITTEN_ELSEWHERE` says why no reader meets it. Each exemption still exempts
    something."""
    assert len(SCRIPTS) > 20
    used: set[tuple[str, str]] = set()
    found = []
    for path in SCRIPTS:
        name = path.relative_to(ROOT).as_posix()
        exempt = {where for file, where, _ in WRITTEN_ELSEWHERE if file == name}
        for line, text, within in _strings(path):
            if len(_words(text)) < 3:
                continue
            why = exempt & ({"*"} | within)
            used |= {(name, where) for where in why}
            if not why:
                found.append(f"{name}:{line}: {text[:70]!r}")
    assert found == []
    assert {(file, where) for file, where, _ in WRITTEN_ELSEWHERE} == used


MARKUP = ("app_markup", "play_markup", "learn_markup")
"""The extension's functions that write the app pages' HTML (docs/_ext/idiottable_markup.py)."""
READ = ("aria-label", "title", "alt")
"""The attributes a reader meets (a screen reader reads them out)."""


def test_no_sentence_of_the_sites_markup_is_written_in_the_extension(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The Table, Play and Learn pages' HTML says only what the catalogue says: written with
    every template blanked out (each one ``¤``), no letter is left in its text or in an
    attribute a reader meets. (The inputs' placeholders are a move or a position in notation,
    not words; the templates handed to the script are the pages' own test's.)"""
    import html.parser

    from idiotcore.lang import wording

    pytest.importorskip("sphinx")
    sys.path.insert(0, str(ROOT / "docs" / "_ext"))
    try:
        import idiottable_markup
    finally:
        sys.path.pop(0)

    class Texts(html.parser.HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.found: list[str] = []
            self.script = False

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            self.script = tag == "script"
            self.found += [f"{tag} {name}={value}" for name, value in attrs
                           if name in READ and value and _lettered(value)]

        def handle_endtag(self, tag: str) -> None:
            self.script = False

        def handle_data(self, data: str) -> None:
            if not self.script and _lettered(data):
                self.found.append(data.strip())

    blank = {key: "¤" for key in wording.catalogue("en")}
    texts = {}
    for name in MARKUP:
        monkeypatch.setattr(wording, "catalogue", lambda language: blank)
        parser = Texts()
        parser.feed(getattr(idiottable_markup, name)())
        monkeypatch.undo()
        texts[name] = parser.found
    assert texts == {name: [] for name in MARKUP}


def _lettered(text: str) -> bool:
    """Whether ``text`` holds a letter (a word), not only blanked templates, digits and signs."""
    return any(character.isalpha() for character in text)


def test_the_idiot_commands_help_is_the_catalogues(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every help text of ``idiot --help`` and its sub-commands' (the description, each
    sub-command, each argument) is a ``command.*`` template: with the catalogue's templates
    replaced by their keys, the help says only keys; argparse's own (``-h``) aside."""
    import argparse

    from idiotcore.lang import wording
    from idiotcore.present.cli import parser

    keys = {key: key for key in wording.catalogue("en")}
    templates = {key for key in keys if key.startswith("command.")}
    monkeypatch.setattr(wording, "catalogue", lambda language: keys)
    top = parser()
    texts = [top.description]
    for action in top._actions:
        if isinstance(action, argparse._SubParsersAction):
            texts += [choice.help for choice in action._choices_actions]
            texts += [argument.help for sub in action.choices.values() for argument in sub._actions
                      if not isinstance(argument, argparse._HelpAction)]
    written = [text for text in texts if text is not None]
    assert len(written) > 15
    assert [text for text in written if text not in templates] == []


def test_the_answers_say_what_a_laid_card_did() -> None:
    """The Learn page's slips (issue "On a phone"): §9's answer note is right for one nine and
    for several, C5's note on an empty pile says it takes any card, a four says what it did."""
    def said(notation: str, move: str) -> tuple[str, list[str]]:
        verdict = check(from_notation(notation), move)
        assert verdict.legal, verdict.message
        return verdict.message, verdict.rules

    one, _ = said("extreme/0/You:JHKD4C:JC:xx;Bo:xxxxxx:7D:xx/1.9S/0/0", "play JH KD")
    assert "The J♥ starts the answer the 9 asks for: 2 cards that beat 9 (§9)." in one, one
    two, _ = said("extreme/0/You:JHQDASTC:KC:xx;Bo:xxxxxx:7D:xx/1.9S9C/0/0", "play AS JH QD TC")
    assert "The A♠ starts the answer the 9s ask for: 4 cards that beat 9 (§9)." in two, two
    empty, _ = said("classic/0/You:6S7D::;Bo:xxxxxx::/-/0/0", "play 6S")
    assert empty == "6♠ on the empty pile, which takes any card (C5).", empty
    dead, rules = said("extreme/0/You:4H7S:9H:xx;Bo:xxxxxx:6C:xx/1.JH/0/0", "play 4H")
    assert "You lay 4♥ on the J♥; with the stock empty, fours have no effect (§4.3)." in dead
    assert rules == ["§11", "§4.3"], rules
    red, _ = said("extreme/0/You:4H7S:9H:xx;Bo:xxxxxx:6C:xx/1.4S/5/0", "play 4H")
    assert red.startswith("You lay 4♥ on the 4♠; a red four may throw out a face-up card of its "
                          "suit, and you throw none (§4.2)."), red
    five, _ = said("extreme/0/Bo:5H9C::;You:xxxxxx::/1.4D/0/0", "play 5H")
    assert five == "Bo lays 5♥ on the 4♦; a 5 is transparent, so the next player answers the 4♦ (§5).", five


def test_a_pickup_without_mercy_says_what_a_newcomer_may_do() -> None:
    """§20.1 cited by a pickup says in words what it did: a newcomer would take the move back."""
    p = from_notation("extreme/0/You:8H3C::;Bo:xxxxxx::/1.7C/20/0")
    verdict = check(p, "play 8H")
    assert verdict.consequence is not None and verdict.consequence.note is not None
    note = ("as a newcomer, with 3 games or fewer played, you may take the move back instead "
            "(§20.1)")
    assert verdict.consequence.note.message == note
    html = verdict_html(verdict, names=["You", "Bo"])
    assert "You pick up the pile (" in html and f"; {note}.</div>" in html, html
    assert "Bo may take the move back" in check(
        from_notation("extreme/1/You:xxxxxx::;Bo:8H3C::/0.7C/20/0"), "play 8H").consequence.note.message  # type: ignore[union-attr]
