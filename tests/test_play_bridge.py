"""The Play page's bridge (idiotcore/web.py: new_game, game, opponent_move), without a browser:
the computer opponents always make legal moves, never get stuck, and games end."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from idiotcore import check, from_notation, web

CAP = 1500
"""Moves after which a game counts as stuck (the longest seen is about 1,100)."""


def _load(text: str) -> Any:
    out = json.loads(text)
    assert "error" not in out, out
    return out


def _human_move(view: dict[str, Any], seed: int, ply: int) -> str:
    # The person, as a hurried player: done at once with swapping, then mostly the first listed
    # legal move (the lowest cards), one time in three another of the first three that is not
    # a pickup (seeded), which keeps two players from passing a pile back and forth for ever.
    moves = view["legal"]
    assert moves, view
    if "done" in moves:
        return "done"
    rng = random.Random(f"{seed}:{ply}")
    keen = [m for m in moves if m not in ("pickup", "pass")]
    return str(rng.choice(keen[:3]) if keen and rng.random() < 1 / 3 else moves[0])


@pytest.mark.parametrize("ruleset", ["classic", "browser", "portuguese", "extreme"])
def test_full_games_end_and_every_opponent_move_is_legal(ruleset: str) -> None:
    for seed in range(8):
        seats = 2 + seed % 4
        view = _load(web.new_game(ruleset, seats, seed))
        assert view["names"] == list(web.PLAY_NAMES[:seats])
        for ply in range(CAP):
            if view["over"]:
                break
            if view["human_turn"]:
                move = _human_move(view, seed, ply)
                out = _load(web.decide(view["notation"], move))
                assert out["legal"], (view["notation"], move)
                view = _load(web.game(out["after_notation"]))
            else:
                out = _load(web.opponent_move(view["notation"], "greedy", seed, ply))
                assert out["legal"], (view["notation"], out["move"])
                assert check(from_notation(view["notation"]), out["move"]).legal
                assert out["description"].startswith(web.PLAY_NAMES[out["seat"]])
                view = out["after"]
        assert view["over"], f"{ruleset} seed {seed}: not over after {CAP} moves"
        assert view["idiot"] is not None
        if ruleset != "portuguese":
            assert view["winner"] is not None and view["winner"] != view["idiot"]


def test_opponent_moves_are_deterministic_and_refused_when_not_theirs() -> None:
    view = _load(web.new_game("extreme", 3, 11))
    while view["human_turn"]:
        view = _load(web.game(_load(web.decide(view["notation"], view["legal"][0]))["after_notation"]))
    first = web.opponent_move(view["notation"], "greedy", 5)
    assert first == web.opponent_move(view["notation"], "greedy", 5)
    mine = _load(web.new_game("classic", 2, 1))
    position = mine["notation"]
    if not mine["human_turn"]:
        position = _load(web.opponent_move(position, "greedy", 0))["after"]["notation"]
    assert "your turn" in json.loads(web.opponent_move(position, "greedy", 0))["error"]
    assert "kind" in json.loads(web.opponent_move(view["notation"], "chess", 0))["error"]
    assert "error" in json.loads(web.new_game("chess", 2, 0))
    assert "error" in json.loads(web.new_game("classic", True, 0))


def test_the_swap_phase_and_the_view() -> None:
    view = _load(web.new_game("browser", 2, 4))
    assert view["phase"] == "swap"
    assert view["human_turn"] and "done" in view["legal"]
    assert any(m.startswith("swap ") for m in view["legal"])
    assert len(view["hand"]) == 3 and len(view["face_up"]) == 3 and all(view["face_down"])
    # The picture hides the computer's hand (the notation, for the Table page, has every card).
    bo_hand = from_notation(view["notation"]).players[1].hand
    full = json.loads(web.position(view["notation"]))["table_svg"]
    assert all(f">{c[0]}<" in full or c[0] == "T" for c in bo_hand)
    assert view["table_svg"] != full


def test_an_illegal_move_in_extreme_is_carried_out() -> None:
    out = _load(web.decide("extreme/0/You:8H3CKD::;Bo:9C9D9S::/1.7C/20/0", "play 8H"))
    assert not out["legal"] and out["changed"]
    assert out["links"][0]["href"] == "extreme/s07-seven.html#s7"
    assert _load(web.game(out["after_notation"]))["hand"][:1] != []
