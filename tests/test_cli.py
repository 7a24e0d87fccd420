"""The ``idiot`` command's contract (interchange spec v1): explain, apply, exit statuses,
one clear line on bad input and never a traceback; plus rules, legal, convert, play."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from idiotcore.model.rulebook import link

ROOT = Path(__file__).resolve().parent.parent
CLASSIC = {
    "format": "idiot-position/1", "ruleset": "classic",
    "players": [
        {"name": "A", "hand": ["7H", "KS"], "face_up": ["4C", "5C", "6C"],
         "face_down": ["??", "??", "??"]},
        {"name": "B", "hand": ["??", "??", "??"], "face_up": ["4D", "5D", "6D"],
         "face_down": ["??", "??", "??"]},
    ],
    "to_move": 0, "pile": [{"by": 1, "cards": ["QD"]}], "stock": 10,
}
EXTREME = {
    "format": "idiot-position/1", "ruleset": "extreme", "switches": {},
    "players": [
        {"name": "Ada", "hand": ["7H", "2C", "8H"], "face_up": ["KD", None, "5S"],
         "face_down": ["??", "??", "??"], "games_played": 10},
        {"name": "Bo", "hand": ["9S"], "face_up": [], "face_down": [], "games_played": 0},
    ],
    "to_move": 0, "pile": [{"by": 1, "cards": ["7C"]}, {"by": 0, "cards": ["5H"]}],
    "stock": 12, "burnt": 20,
}


def idiot(*args: str, stdin: str | None = None, env: dict[str, str] | None = None
          ) -> subprocess.CompletedProcess[str]:
    """``python -m idiotcore ARGS``, with ``env`` added to the environment (``IDIOT_LANG`` left
    out unless given: the command speaks English unless asked)."""
    environment = {k: v for k, v in os.environ.items() if k != "IDIOT_LANG"}
    return subprocess.run([sys.executable, "-m", "idiotcore", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=60,
                          env={**environment, **(env or {})})


def test_explain_json_illegal_classic_from_stdin() -> None:
    out = idiot("explain", "-", "play 7H", "--json", stdin=json.dumps(CLASSIC))
    assert out.returncode == 0
    answer = json.loads(out.stdout)
    assert answer["legal"] is False and answer["rules"][0] == "C5"
    assert "7♥" in answer["message"] and "Q♦" in answer["message"]
    assert answer["consequence"] == {"kind": "take_back", "player": 0, "rules": ["C14"]}


def test_explain_json_extreme_cites_paragraphs(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text(json.dumps(EXTREME))
    answer = json.loads(idiot("explain", str(path), "play 8H", "--json").stdout)
    assert answer["legal"] is False and answer["rules"][:2] == ["§7", "§5"]
    assert answer["consequence"]["kind"] == "pick_up" and answer["consequence"]["player"] == 0
    legal = json.loads(idiot("explain", str(path), "play 7H", "--json").stdout)
    assert legal["legal"] is True and "consequence" not in legal


def test_explain_text(tmp_path: Path) -> None:
    out = idiot("explain", "-", "play 7H", stdin=json.dumps(CLASSIC))
    assert out.returncode == 0 and out.stdout.startswith("illegal (C5")


def test_apply_legal_prints_the_position() -> None:
    out = idiot("apply", "-", "play KS", stdin=json.dumps(CLASSIC))
    assert out.returncode == 0
    after = json.loads(out.stdout)
    assert after["format"] == "idiot-position/1" and after["pile"][-1] == {"by": 0, "cards": ["KS"]}
    assert after["to_move"] == 1


def test_json_reasons_link_to_their_paragraphs() -> None:
    """The CLI gives each reason its rule's address in the rulebook (the caller's link builder,
    :func:`idiotcore.model.rulebook.link`: the verdict itself knows no URLs)."""
    for command in ("explain", "apply"):
        args = ("--json",) if command == "explain" else ()
        out = idiot(command, "-", "play 7H", *args, stdin=json.dumps(CLASSIC))
        reasons = json.loads(out.stdout)["reasons"]
        assert reasons and all(r["link"] == link(r["rule"]) for r in reasons)
        assert reasons[0]["link"] == "classic/norske-kortspill-turns.html#c5"


def test_apply_illegal_exits_1_with_the_verdict() -> None:
    out = idiot("apply", "-", "play 7H", stdin=json.dumps(CLASSIC))
    assert out.returncode == 1 and json.loads(out.stdout)["legal"] is False


def test_apply_by_name_prefix_out_of_turn_in_extreme() -> None:
    out = idiot("explain", "-", "Bo: play 9S", "--json", stdin=json.dumps(EXTREME))
    answer = json.loads(out.stdout)
    assert answer["rules"][0] == "§23" and answer["consequence"]["player"] == 1
    assert answer["consequence"]["kind"] == "take_back"  # Bo has played no games: §20.1


@pytest.mark.parametrize(("stdin", "move", "needle"), [
    ("{not json", "play 7H", "position"),
    (json.dumps({**CLASSIC, "to_move": 7}), "play 7H", "to_move"),
    (json.dumps({**CLASSIC, "colour": 1}), "play 7H", "colour"),
    (json.dumps({**CLASSIC, "pile": [{"by": 1, "cards": ["ZZ"]}]}), "play 7H", "pile[0].cards[0]"),
    (json.dumps(CLASSIC), "play 9H", "does not hold"),
    (json.dumps(CLASSIC), "play XY", "not a card"),
    (json.dumps(CLASSIC), "dance", "unknown verb"),
    (json.dumps(CLASSIC), "", "empty"),
    (json.dumps({**CLASSIC, "ruleset": "chess"}), "pickup", "unknown ruleset"),
    # §4.1, §4.2: a gift or a throw naming a card that is not where the move says (issue 13).
    ("extreme/0/Ada:4S7H3C:9D:xx;Bo:xxxxxx::/1.2D/20/0", "play 4S give 9C to 1", "9C"),
    ("extreme/0/Ada:4S7H3C:9D:xx;Bo:xxxxxx::/1.2D/20/0", "play 4S give 9D to 1", "9D"),
    ("extreme/0/Ada:4D7H3C:8D:xx;Bo:xxxxxx::/1.2D/20/0", "play 4D throw 9D", "9D"),
    ("extreme/0/Ada:4D7H9D:8D:xx;Bo:xxxxxx::/1.2D/20/0", "play 4D throw 9D", "face up"),
])
def test_bad_input_exits_2_with_one_line(stdin: str, move: str, needle: str) -> None:
    for command in ("explain", "apply"):
        out = idiot(command, "-", move, stdin=stdin)
        assert out.returncode == 2, out
        assert out.stdout == ""
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and needle in lines[0] and "Traceback" not in out.stderr


def test_missing_file_exits_2() -> None:
    out = idiot("explain", "/no/such/file.json", "pickup")
    assert out.returncode == 2 and "file" in out.stderr and "Traceback" not in out.stderr


def test_notation_is_accepted_as_a_position() -> None:
    out = idiot("explain", "-", "play 8H", "--json",
                stdin="extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0")
    assert json.loads(out.stdout)["rules"] == ["§7"]


def test_rules_prints_a_rule() -> None:
    out = idiot("rules", "4.2")
    assert out.returncode == 0 and out.stdout.startswith("§4.2 Red four")
    assert idiot("rules", "§99").returncode == 2
    assert "§27" in idiot("rules").stdout


def test_legal_and_convert() -> None:
    listed = idiot("legal", "-", stdin=json.dumps(CLASSIC)).stdout.split("\n")
    assert "play KS" in listed and "pickup" in listed
    notation = idiot("convert", "-", stdin=json.dumps(CLASSIC)).stdout.strip()
    back = json.loads(idiot("convert", "-", "--to", "json", stdin=notation).stdout)
    assert back["players"][0]["hand"] == ["7H", "KS"]


def test_legal_short_lays_a_two_alone() -> None:
    position = "extreme/0/A:2H7C::;B:xxxxxx::/1.6D/10/0"
    assert "play 2H 7C" in idiot("legal", "-", stdin=position).stdout.split("\n")
    short = idiot("legal", "-", "--short", stdin=position).stdout.split("\n")
    assert "play 2H" in short and "play 2H 7C" not in short


def test_play_runs_a_scripted_game(tmp_path: Path) -> None:
    script = tmp_path / "moves.txt"
    script.write_text("moves\npickup\nquit\n")
    out = idiot("play", "--ruleset", "extreme", "--opponents", "2", "--seed", "3",
                "--moves", str(script))
    assert out.returncode == 0 and "legal now:" in out.stdout and "refused (§1)" in out.stdout


# Interchange contract 1.1: resolve, and the position's result --------------------------


def test_v1_1_resolve_prints_the_verdict_and_the_table_after_an_illegal_move() -> None:
    out = idiot("resolve", "-", "play 8H", stdin=json.dumps(EXTREME))
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout)
    assert answer["verdict"]["legal"] is False and answer["verdict"]["rules"][0] == "§7"
    after = answer["position"]
    assert after["format"] == "idiot-position/1" and after["pile"] == []
    assert sorted(after["players"][0]["hand"]) == ["2C", "5H", "7C", "7H", "8H"]
    assert after["to_move"] == 1, "the pickup ends Ada's turn"


def test_v1_1_resolve_of_a_legal_move_is_what_apply_prints() -> None:
    stdin = json.dumps(EXTREME)
    resolved = json.loads(idiot("resolve", "-", "play 7H", stdin=stdin).stdout)
    applied = json.loads(idiot("apply", "-", "play 7H", stdin=stdin).stdout)
    assert resolved["verdict"]["legal"] is True and resolved["position"] == applied


def test_v1_1_result_names_who_went_out_and_the_idiot() -> None:
    last = "extreme/0/Ada:AH::;Bo:7C::;Cy:::/1.QD/0/0/out=2"
    out = idiot("resolve", "-", "play AH", stdin=last)
    answer = json.loads(out.stdout)
    assert answer["position"]["result"] == {"out": [2, 0], "idiot": 1}
    assert answer["verdict"]["result"] == {"out": [2, 0], "idiot": 1}
    explained = json.loads(idiot("explain", "-", "play AH", "--json", stdin=last).stdout)
    assert explained["result"] == {"out": [2, 0], "idiot": 1}
    midway = json.loads(idiot("convert", "-", "--to", "json", stdin=last).stdout)
    assert midway["result"] == {"out": [2], "idiot": None}
    assert "result" not in json.loads(idiot("apply", "-", "play 7H", stdin=json.dumps(EXTREME)
                                            ).stdout), "nobody is out yet"


@pytest.mark.parametrize(("result", "needle"), [
    ({"out": [0], "idiot": None}, "result.out: 0 still has cards"),
    ({"out": [1], "idiot": 0}, "result.idiot"),
    ({"out": [1], "winner": 1}, "result"),
])
def test_v1_1_a_result_that_disagrees_with_the_table_is_bad_input(
        result: dict[str, object], needle: str) -> None:
    table = {**EXTREME, "players": [EXTREME["players"][0],  # type: ignore[index]
                                    {"name": "Bo", "hand": [], "face_up": [], "face_down": []},
                                    {"name": "Cy", "hand": ["9S"], "face_up": [], "face_down": []}],
             "result": result}
    out = idiot("explain", "-", "play 7H", stdin=json.dumps(table))
    assert out.returncode == 2 and needle in out.stderr and len(out.stderr.splitlines()) == 1
    good = {**table, "result": {"out": [1], "idiot": None}}
    assert idiot("explain", "-", "play 7H", stdin=json.dumps(good)).returncode == 0


def test_play_says_what_the_table_did_after_a_refused_move(tmp_path: Path) -> None:
    # Extreme, seed 1: Ada opens with 3♥ 3♣; a 7♥ may not go on them, so the table makes you
    # pick the pile up, and says so with the cards you now hold.
    script = tmp_path / "moves.txt"
    script.write_text("play 7H\nquit\n")
    out = idiot("play", "--ruleset", "extreme", "--opponents", "1", "--seed", "1",
                "--moves", str(script)).stdout
    assert "refused (" in out, out
    said = re.search(r"You pick up the pile: you now hold (\d+) cards in hand\.", out)
    assert said, out
    after = out[said.end():]
    hand = re.search(r"You +hand: ([^|]*)\|", after)
    assert hand and len(hand.group(1).split()) == int(said.group(1)), after
    classic = tmp_path / "classic.txt"
    classic.write_text("pickup\nquit\n")  # no pile to pick up: taken back (C14)
    out = idiot("play", "--ruleset", "classic", "--opponents", "1", "--seed", "3",
                "--moves", str(classic)).stdout
    assert "You take the move back: it is still your turn." in out, out


def test_play_help_explains_the_move_syntax(tmp_path: Path) -> None:
    script = tmp_path / "moves.txt"
    script.write_text("help\nquit\n")
    out = idiot("play", "--ruleset", "extreme", "--opponents", "1", "--seed", "1",
                "--moves", str(script)).stdout
    for form in ("play CARDS", "give CARD to PLAYER", "throw CARD", "flip N", "rank then suit"):
        assert form in out, out
    assert "legal now: " in out
