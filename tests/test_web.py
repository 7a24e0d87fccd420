"""The Table page's bridge (idiotcore/present/web.py), tested directly, without a browser: JSON in and
out, every failure a clean {"error"}, links into the rulebook, and the page's URL fragment."""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path
from urllib.parse import unquote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from idiotcore import from_notation, legal_moves, position_from_json, to_notation
from idiotcore.model.rulebook import RULES, anchor
from idiotcore.present import web

ROOT = Path(__file__).resolve().parent.parent
SEVEN = "extreme/0/Ada:ASKHQC:2D6S9C:xxxxxx;Bo:xxxxxx:4CJH8D:xxxxxx/0.4H;1.7H/22/0"
"""A worked example of §7 in the rulebook (an ace on a 7)."""


def answer(text: str) -> object:
    out = json.loads(text)
    assert isinstance(out, dict | list)
    return out


def test_judge_move_illegal_move_in_extreme() -> None:
    out = answer(web.judge_move(SEVEN, "play AS"))
    assert isinstance(out, dict)
    assert out["legal"] is False
    assert out["rules"][0] == "§7"
    assert "7♥" in out["message"] and "§7" in out["message"]
    assert out["consequence"] == {"kind": "pick_up", "player": 0, "rules": ["§7", "§20.1"]}
    assert [link["href"] for link in out["links"]] == [
        "extreme/s07-seven.html#s7", "extreme/s20-mercy.html#s20-1"]
    assert out["links"][0]["title"] == "Seven"
    # The table after: Ada picked up the pile (the 4♥ and the 7♥).
    after = from_notation(out["after_notation"])
    assert after.pile == () and {"4H", "7H"} <= set(after.players[0].hand)
    assert out["changed"] is True and "picks up" in out["after_note"]
    assert out["after_svg"].startswith("<svg") and out["table_svg"].startswith("<svg")
    assert ">illegal<" in out["verdict_html"] and 'href="extreme/s07-seven.html#s7"' in out[
        "verdict_html"]
    assert out["notation"] == SEVEN and out["move"] == "play AS"


def test_judge_move_legal_move_applies_it() -> None:
    out = answer(web.judge_move(SEVEN, "play QC"))
    assert isinstance(out, dict)
    assert out["legal"] is False  # a queen can't go on a 7 either
    out = answer(web.judge_move("extreme/0/Ada:6C3H::;Bo:xxxxxx::/1.7C/20/0", "play 6C"))
    assert isinstance(out, dict) and out["legal"] is True and out["consequence"] is None
    after = from_notation(out["after_notation"])
    assert after.pile[-1].cards == ("6C",) and after.to_move == 1


def test_links_take_a_base_and_cover_every_cited_rule() -> None:
    out = answer(web.judge_move(SEVEN, "play AS", "../"))
    assert isinstance(out, dict)
    for link in out["links"]:
        assert link["href"].startswith("../extreme/")
        assert link["href"].endswith("#" + anchor(link["rule"]))
        assert link["rule"] in RULES


def test_a_take_back_leaves_the_table_as_it_was() -> None:
    position = "classic/0/A:7H9C::;B:xxxxxx::/1.QD/10/0"
    out = answer(web.judge_move(position, "play 7H"))
    assert isinstance(out, dict) and out["legal"] is False
    assert out["consequence"]["kind"] == "take_back"
    assert out["after_notation"] == position and out["changed"] is False
    assert "taken back" in out["after_note"]
    assert out["links"][0]["href"] == "classic/norske-kortspill-turns.html#c5"


def test_legal_matches_the_engine() -> None:
    listed = answer(web.legal(SEVEN))
    assert listed == {"count": 1, "moves": ["pickup"], "shown": ["pickup"],
                      "any_from_hand": False}
    assert listed["moves"] == [str(m) for m in legal_moves(from_notation(SEVEN))]
    # A Norwegian page shows them as its reader types them; the engine reads either.
    web.speak("nb")
    try:
        assert answer(web.legal(SEVEN))["shown"] == ["ta opp"]
    finally:
        web.speak("en")


def test_legal_writes_out_a_few_hundred_of_a_big_list() -> None:
    # A hand of 2s, 8s and long ladders: the count is exact, the moves written out are the
    # engine's first ones.
    hand = "2C2S8H8S9C9D9HJCJDJHQCQDKCKS7C7D7S6C6D5C5H4C4D"
    big = f"extreme/0/Ada:{hand}:xxxxxx:xxxxxx;Bo:xxxxxx::/1.4H/0/0"
    listed = answer(web.legal(big))
    assert isinstance(listed, dict)
    moves = legal_moves(from_notation(big))
    assert listed["count"] == len(moves) > web.LISTED
    assert listed["moves"] == [str(m) for m in moves[:web.LISTED]]
    assert "pickup" in moves and "play AS" not in moves


def test_position_reads_json_and_notation_alike() -> None:
    from_text = answer(web.position(SEVEN))
    assert isinstance(from_text, dict)
    as_json = json.dumps(from_text["position"])
    again = answer(web.position(as_json))
    assert isinstance(again, dict)
    assert again["notation"] == from_text["notation"] == SEVEN
    assert to_notation(position_from_json(as_json)) == SEVEN
    assert from_text["names"] == ["Ada", "Bo"] and from_text["ruleset"] == "extreme"


def test_a_card_too_many_is_named() -> None:
    # A full dealt table and one card more: the refusal names the card that is there twice,
    # not only the count (issue 13); with unknown cards only, the count is all there is to say.
    dealt = answer(web.deal("extreme", 3, 5))
    assert isinstance(dealt, dict)
    model = dealt["position"]
    card, other = model["players"][1]["hand"][0], model["players"][2]["hand"][0]
    one = dict(model, pile=[{"by": 0, "cards": [card]}])
    out = answer(web.position(json.dumps(one)))
    assert out == {"error": f"cards: {card} is there twice; the deck holds one"}
    two = dict(model, pile=[{"by": 0, "cards": [card, other]}])
    assert answer(web.position(json.dumps(two))) == {"error": (
        f"cards: {card} is there twice; the deck holds one, and {other} is there twice; "
        "the deck holds one")}
    unknown = "extreme/0/Ada:" + "xx" * 50 + "::;Bo:" + "xx" * 5 + "::/-/0/0"
    assert answer(web.position(unknown)) == {
        "error": "cards: 55 cards on the table, but the deck has 54"}
    doubled = "extreme/0/Ada:7H7H7H::;Bo:xx::/-/0/0"
    assert answer(web.position(doubled)) == {
        "error": "cards: 7H is there 3 times; the deck holds one"}

def test_deal_is_reproducible_and_checked() -> None:
    one, two = answer(web.deal("extreme", 4, 11)), answer(web.deal("extreme", 4, 11))
    assert isinstance(one, dict) and one == two
    assert len(one["names"]) == 4
    assert answer(web.deal("classic", 6, 1)) == {"error": "players: classic takes 2 to 5"}
    assert "ruleset" in answer(web.deal("poker", 2, 1))["error"]  # type: ignore[call-overload]
    assert "error" in answer(web.deal("classic", True, 1))  # type: ignore[arg-type]
    assert "error" not in answer(web.deal("classic", "3", None))  # type: ignore[arg-type]


def test_presets() -> None:
    out = answer(web.presets())
    assert isinstance(out, dict) and out["players"] == [2, 9]
    assert {r["name"]: r["max_players"] for r in out["rulesets"]} == {
        "classic": 5, "browser": 5, "portuguese": 9, "extreme": 5}


@pytest.mark.parametrize(("position", "move", "needle"), [
    ("<img src=x onerror=alert(1)>", "play 7H", "notation"),
    ("<script>window.pwned=1</script>", "play 7H", "notation"),
    ("x" * 100_000, "play 7H", "too long"),
    ('{"players": [', "play 7H", "not valid JSON"),
    ("{\"players\": " + "[" * 15_000, "play 7H", "JSON"),
    ("extreme/0/Ada:ZZ::;Bo:xx::/-/0/0", "play 7H", "ZZ"),
    ("extreme/0/Ada:7H7H::;Bo:xx::/-/0/0", "play 7H", "7H"),
    ("", "play 7H", "nothing given"),
    (SEVEN, "", "nothing given"),
    (SEVEN, "dance the tango", "dance"),
    (SEVEN, "play 9D", "9D"),
    (SEVEN, "x" * 1000, "too long"),
])
def test_bad_input_is_a_clean_error(position: str, move: str, needle: str) -> None:
    out = answer(web.judge_move(position, move))
    assert isinstance(out, dict) and set(out) == {"error"}, out
    assert needle in out["error"]
    assert len(out["error"]) <= 500


@pytest.mark.parametrize("value", [None, 7, 3.5, ["x"], {"a": 1}])
def test_wrong_types_are_clean_errors(value: object) -> None:
    for text in (web.position(value), web.legal(value), web.judge_move(value, "pickup"),  # type: ignore[arg-type]
                 web.judge_move(SEVEN, value)):  # type: ignore[arg-type]
        out = answer(text)
        assert isinstance(out, dict) and "error" in out


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300), st.text(max_size=40))
def test_nothing_raises(position: str, move: str) -> None:
    for text in (web.position(position), web.legal(position), web.judge_move(position, move)):
        json.loads(text)


def test_an_engine_failure_is_an_error_not_an_exception(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*args: object) -> None:
        raise RuntimeError("the engine fell over")

    monkeypatch.setattr(web, "attempt", boom)
    out = answer(web.judge_move(SEVEN, "play AS"))
    assert out == {"error": "the engine failed on this input (RuntimeError: the engine fell over)"}


def test_fragment_round_trips() -> None:
    notation = to_notation(from_notation("classic/0/Ann%20%26%20Co:7H::;B=2:xx::/-/0/0"))
    frag = web.fragment(notation, "Ann & Co: play 7H")
    assert "&" not in frag.replace("&m=", "") and " " not in frag and "#" not in frag
    fields = dict(part.split("=", 1) for part in frag.split("&"))
    assert unquote(fields["p"]) == notation
    assert unquote(fields["m"]) == "Ann & Co: play 7H"
    assert web.fragment(SEVEN, "play AS") == f"p={SEVEN}&m=play%20AS"


def test_the_bridge_and_the_shipped_engine_need_only_the_standard_library() -> None:
    sys.path.insert(0, str(ROOT / "docs" / "_ext"))
    try:
        from idiottable_runtime import NOT_SHIPPED, engine_files
    except ImportError:
        pytest.skip("Sphinx is not installed")
    finally:
        sys.path.remove(str(ROOT / "docs" / "_ext"))
    files = engine_files()
    shipped = {p.relative_to(ROOT / "idiotcore").as_posix() for p in files}
    assert "present/web.py" in shipped and "engine.py" in shipped and not shipped & NOT_SHIPPED
    assert {"lang/book.py", "lang/course.py"} <= shipped  # templates, not Sphinx or marimo
    assert {"present/book.py", "present/course.py", "present/catalog.py"} == NOT_SHIPPED
    assert any(p.parent.name == "rules" for p in files)  # the rule modules go along
    for path in files:
        name = path.name
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom) and getattr(node, "level", 0) == 0:
                modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [
                    node.module or ""]
                for module in modules:
                    top = module.split(".")[0]
                    assert top == "idiotcore" or top in sys.stdlib_module_names, (name, module)


def test_a_player_who_is_out_is_never_to_move() -> None:
    # The Table page's "Empty table": the first seat's hand empty, to be filled, and its turn.
    empty = {"format": "idiot-position/1", "ruleset": "extreme", "to_move": 0, "pile": [],
             "stock": 0, "burnt": 0, "players": [
                 {"name": name, "hand": [] if name == "Ada" else ["??"] * 3,
                  "face_up": [None] * 3, "face_down": [None] * 3} for name in ("Ada", "Bo", "Cy")]}
    out = answer(web.position(json.dumps(empty)))
    assert isinstance(out, dict) and not out["over"], out
    svg = out["table_svg"]
    assert "Ada" in svg and "out" in svg and "to move" not in svg and "▶" not in svg
    assert "Ada, out:" in svg and "to move" not in svg  # the words too (the aria-label)
