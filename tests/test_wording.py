"""Grammar (issue 13): the second person for "You" (the person on the Play page and in
``idiot play``) and plurals, in the engine's messages, the consequences, the CLI's text output,
the pictures and the Play page's log, all through idiotcore/wording.py."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from idiotcore import check, from_notation, parse_move
from idiotcore.present import play, web
from idiotcore.present.render import table_svg
from idiotcore.present.verdicts import verdict_html
from idiotcore.wording import does, plural

ROOT = Path(__file__).resolve().parent.parent


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
    assert "consequence: you take the move back" in out.stdout, out.stdout
    penalty = json.loads(web.decide("extreme/0/You:8H3C::;Bo:xxxxxx::/1.7C/20/0", "play 8H"))
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


def test_every_rule_module_words_each_of_its_codes_in_every_language() -> None:
    """The catalogue: each rule module has templates in every language the wording layer
    declares, the same keys in each, each key named after its module and a code it gives."""
    from idiotcore import Code
    from idiotcore.rules import MODULES
    from idiotcore.wording import LANGUAGES, catalogue

    for module in MODULES:
        short = module.__name__.rsplit(".", 1)[-1].split("_")[0]
        keys = set(module.WORDS["en"])
        assert set(module.WORDS) == set(LANGUAGES), module.__name__
        for language in LANGUAGES:
            assert set(module.WORDS[language]) == keys, (module.__name__, language)
        codes = {key.split(".")[1] for key in keys}
        assert all(key.split(".")[0] == short for key in keys), module.__name__
        assert codes <= {code.name for code in module.CODES} <= set(Code.__members__), module.__name__
        assert {code.name for code in module.CODES} <= codes, module.__name__
        assert module.RULE in (module.__doc__ or "").split("\n")[0], module.__name__  # says its rule
    assert sum(len(m.WORDS["en"]) for m in MODULES) == len(catalogue("en"))


def test_a_reason_is_data_worded_in_one_place() -> None:
    from idiotcore import Code, Reason
    from idiotcore.rulebook import R

    r = Reason.of(Code.KING_ONLY, R.S13, "s13.KING_ONLY", card="2D", top=None)
    assert r.message == "2♦ can't go on the empty pile: only a king, an ace or a 5 goes on a king (§13)."
    assert r == Reason.of(Code.KING_ONLY, R.S13, "s13.KING_ONLY", card="2D", top=None)
    with pytest.raises(KeyError):
        r.say("xx")


def test_every_rule_module_is_listed() -> None:
    """A rule module left out of rules.MODULES would have sentences nobody finds."""
    from idiotcore.rules import MODULES

    folder = ROOT / "idiotcore" / "rules"
    files = {p.relative_to(folder).with_suffix("").as_posix().replace("/", ".")
             for p in folder.glob("*/*.py") if p.name != "__init__.py"}
    assert files == {m.__name__.removeprefix("idiotcore.rules.") for m in MODULES}
