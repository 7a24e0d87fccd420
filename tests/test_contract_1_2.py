"""Version 1.2 of the interchange contract (``../shared/spec/interchange-v1.md``), called as an
outside check calls it: ``idiot resolve`` and ``idiot explain`` on JSON from standard input.
What the engine already wrote (``burnt`` as a list, ``opening``, ``finished`` read but not
written) and what 1.2 asked for: the Portuguese opening round read from a table typed at the
very start, a column that does not exist as bad input, and a ``result`` that leaves out a seat
with no cards refused."""

from __future__ import annotations

import copy
import json
from typing import Any

from test_cli import idiot

START: dict[str, Any] = {
    "format": "idiot-position/1", "ruleset": "portuguese",
    "players": [
        {"name": "Ada", "hand": ["3C", "5D", "9H"], "face_up": ["2C", "JS", "KD"],
         "face_down": ["??", "??", "??"]},
        {"name": "Bo", "hand": ["??", "??", "??"], "face_up": ["7H", "8S", "4D"],
         "face_down": ["??", "??", "??"]},
    ],
    "to_move": 0, "pile": [], "stock": 34,
}
"""A Portuguese game typed at the very start: nothing laid or burnt, the whole deal in every
player's hands and columns, the stock as dealt (52 - 2 x 9), no ``opening`` field."""


def resolve(position: dict[str, Any], move: str) -> dict[str, Any]:
    out = idiot("resolve", "-", move, stdin=json.dumps(position))
    assert out.returncode == 0, out.stderr
    answer: dict[str, Any] = json.loads(out.stdout)
    return answer


def bad_input(position: dict[str, Any], move: str) -> str:
    """The one line on standard error of a move refused as bad input (exit 2)."""
    out = idiot("resolve", "-", move, stdin=json.dumps(position))
    assert out.returncode == 2 and not out.stdout, (out.stdout, out.stderr)
    assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr
    return out.stderr


def test_p3_a_portuguese_table_typed_at_the_start_is_in_the_opening_round() -> None:
    refused = resolve(START, "play 5D")
    assert refused["verdict"]["legal"] is False and refused["verdict"]["rules"][0] == "P3"
    opened = resolve(START, "play 3C")
    assert opened["verdict"]["legal"] is True and "opening" not in opened["position"]
    passed = resolve(START, "pass")["position"]
    assert passed["opening"] == "3" and passed["to_move"] == 1


def test_p3_a_table_past_the_start_is_not_read_as_the_opening_round() -> None:
    """One card fewer in the stock (a card drawn), a card burnt, or a card laid: play is under
    way, and the player to move may open with any card (C5)."""
    drawn = copy.deepcopy(START)
    drawn["stock"] = 33
    assert resolve(drawn, "play 5D")["verdict"]["legal"] is True
    burnt = copy.deepcopy(START) | {"stock": 33, "burnt": 1}
    assert resolve(burnt, "play 5D")["verdict"]["legal"] is True


def test_written_fields_of_1_2_burnt_opening_and_finished() -> None:
    """``burnt`` is written as a list once the engine knows the cards (``??`` for those burnt
    before), ``opening`` while the round goes on, and ``finished`` is read (as ``result.out``)
    but never written."""
    table: dict[str, Any] = {
        "format": "idiot-position/1", "ruleset": "classic",
        "players": [{"name": "A", "hand": ["TH", "KS"], "face_up": [], "face_down": []},
                    {"name": "B", "hand": ["??"], "face_up": [], "face_down": []},
                    {"name": "C", "hand": [], "face_up": [], "face_down": []}],
        "to_move": 0, "pile": [{"by": 1, "cards": ["QD"]}], "stock": 0, "burnt": 2,
        "finished": [2],
    }
    after = resolve(table, "play TH")["position"]
    assert after["burnt"] == ["??", "??", "QD", "TH"]
    assert after["result"] == {"out": [2], "idiot": None} and "finished" not in after
    assert resolve(START, "pass")["position"]["opening"] == "3"


def test_a_column_that_does_not_exist_is_bad_input() -> None:
    """Flipping column 4 of a three-column table names a place that is not there: exit 2, in
    classic Idiot and in Extreme Idiot alike (it was a C12 take-back and a §1 pickup)."""
    classic: dict[str, Any] = {
        "format": "idiot-position/1", "ruleset": "classic",
        "players": [{"name": "A", "hand": [], "face_up": [None, None, None],
                     "face_down": ["5D", None, "7D"]},
                    {"name": "B", "hand": ["??", "??", "??"]}],
        "to_move": 0, "pile": [{"by": 1, "cards": ["5C"]}], "stock": 10,
    }
    assert "no column 4" in bad_input(classic, "flip 4")
    extreme = copy.deepcopy(classic) | {"ruleset": "extreme"}
    assert "no column 4" in bad_input(extreme, "flip 4")
    empty_place = resolve(classic, "flip 2")["verdict"]  # there, but its card is gone
    assert empty_place["legal"] is False and empty_place["rules"] == ["C12"]


def test_a_result_that_leaves_out_a_seat_with_no_cards_is_bad_input() -> None:
    table: dict[str, Any] = {
        "format": "idiot-position/1", "ruleset": "classic",
        "players": [{"name": "A", "hand": ["7H"]}, {"name": "B", "hand": []},
                    {"name": "C", "hand": ["9S"]}],
        "to_move": 0, "pile": [], "stock": 0, "result": {"out": [], "idiot": None},
    }
    assert "seat 1 holds no cards" in bad_input(table, "play 7H")
    table["result"] = {"out": [1], "idiot": None}
    assert resolve(table, "play 7H")["verdict"]["legal"] is True
    table["result"] = {"idiot": None}  # no "out" at all leaves seat 1 out too
    assert "seat 1" in bad_input(table, "play 7H")
