"""The Play page's bridge (idiotcore/present/web.py: new_game, game, opponent_move), without a browser:
the computer opponents always make legal moves, never get stuck, and games end."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from idiotcore import check, from_notation, to_notation
from idiotcore.compact import seat as compact_seat
from idiotcore.lang.card_names import show
from idiotcore.play import game
from idiotcore.play.game import play_names
from idiotcore.present import web
from idiotcore.present.render import table_svg
from idiotcore.present.terminal import describe

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
        assert view["names"] == play_names(seats)
        for ply in range(CAP):
            if view["over"]:
                break
            if view["human_turn"]:
                move = _human_move(view, seed, ply)
                out = _load(web.judge_move(view["notation"], move))
                assert out["legal"], (view["notation"], move)
                view = _load(web.game(out["after_notation"]))
            else:
                out = _load(web.opponent_move(view["notation"], "greedy", seed, ply))
                assert out["legal"], (view["notation"], out["move"])
                assert check(from_notation(view["notation"]), out["move"]).legal
                assert out["description"].startswith(play_names(seats)[out["seat"]])
                view = out["after"]
        assert view["over"], f"{ruleset} seed {seed}: not over after {CAP} moves"
        assert view["idiot"] is not None
        if ruleset != "portuguese":
            assert view["winner"] is not None and view["winner"] != view["idiot"]


def test_opponent_moves_are_deterministic_and_refused_when_not_theirs() -> None:
    view = _load(web.new_game("extreme", 3, 11))
    while view["human_turn"]:
        view = _load(web.game(_load(web.judge_move(view["notation"], view["legal"][0]))["after_notation"]))
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
    # The picture hides the computer's hand (the game's own notation, which the page keeps, has
    # every card; what it shows is shown_notation).
    bo_hand = from_notation(view["notation"]).players[1].hand
    full = json.loads(web.position(view["notation"]))["table_svg"]
    assert all(f">{c[0]}<" in full or c[0] == "T" for c in bo_hand)
    assert view["table_svg"] != full


def test_an_illegal_move_in_extreme_is_carried_out() -> None:
    out = _load(web.judge_move("extreme/0/You:8H3CKD::;Bo:9C9D9S::/1.7C/20/0", "play 8H"))
    assert not out["legal"] and out["changed"]
    assert out["links"][0]["href"] == "extreme/s07-seven.html#s7"
    assert _load(web.game(out["after_notation"]))["hand"][:1] != []


# §20.3 (issue 13, point 1): a view meant for a player never shows a face-down card. Ada's
# second column and Bo's first have lost their face-up card: the face-down card lies bare.
BARE = "extreme/0/You:8H3C:4C--5D:QCKHJS;Bo:9D9S:--6D7C:ADKCJH/1.7S/20/0"
HIDDEN = ("QC", "KH", "JS", "AD", "KC", "JH")


def _names_a_hidden_card(text: str) -> list[str]:
    return [c for c in HIDDEN if c in text or show(c) in text]


def test_s20_3_player_view_never_shows_a_face_down_card() -> None:
    p = from_notation(BARE)
    assert _names_a_hidden_card(table_svg(p)), "the Table page's view names typed-in cards"
    for seat in (0, 1):
        seen = p.seen_by(seat)
        assert not _names_a_hidden_card(to_notation(seen)) and not _names_a_hidden_card(table_svg(seen))
        assert seen.players[seat].hand == p.players[seat].hand
        assert all(c == "??" for c in seen.players[1 - seat].hand) and set(seen.stock) <= {"??"}
        assert [pl.face_up for pl in seen.players] == [pl.face_up for pl in p.players]
    view = _load(web.game(BARE))
    assert not _names_a_hidden_card(view["table_svg"]), view["table_svg"]
    assert not _names_a_hidden_card(view["shown_notation"]), "the notation and the Table link"
    assert not _names_a_hidden_card(json.dumps(view["cards_svg"]))
    assert not _names_a_hidden_card(describe(p))  # idiot play's table


def test_s20_3_computer_players_decide_from_what_their_seat_knows(monkeypatch: Any) -> None:
    """Two tables that differ only in cards Bo cannot see: Bo's computer players (on the
    compact core, which needs every card) deal the unseen cards alike on both, keep Bo's own,
    and make the same move."""
    handed: list[Any] = []
    real = compact_seat.from_position
    monkeypatch.setattr(compact_seat, "from_position", lambda p, *a: handed.append(p) or real(p, *a))
    p = from_notation(BARE).replace(to_move=1)
    other = from_notation(BARE.replace("You:8H3C:4C--5D:QCKHJS", "You:QCKH:4C--5D:8H3CJS")
                          ).replace(to_move=1)
    assert other != p
    for computer in (game.GreedyPlayer, game.RandomPlayer):
        handed.clear()
        moves = [computer(seed).choose(q) for seed in range(6) for q in (p, other)]
        assert moves[::2] == moves[1::2] and all(check(p, m).legal for m in moves)
        assert handed[::2] == handed[1::2] and len(handed) == 12
        assert all(q.players[1].hand == p.players[1].hand for q in handed)


def test_play_out_plays_the_rest_once_you_are_out_and_buttons_show_symbols() -> None:
    out_of_cards = "classic/1/You:::;Bo:3C4C5C:6C7C8C:9CTCJC;Cy:3D4D5D:6D7D8D:9DTDJD/-/0/0"
    out = _load(web.play_out(out_of_cards, "greedy", 1, 0))
    assert out["after"]["over"] and out["ply"] == len(out["descriptions"]) > 3
    assert all(line.split()[0] in ("Bo", "Cy") for line in out["descriptions"])
    assert "still have cards" in json.loads(web.play_out(
        "classic/1/You:7H::;Bo:9C8C::/-/0/0", "greedy", 1, 0))["error"]
    view = _load(web.game("extreme/0/You:4C9DTH::;Bo:xx:6D--:xx--/-/0/0"))
    assert view["legal"] and len(view["legal_shown"]) == len(view["legal"])
    assert "play 10♥" in view["legal_shown"] and not any("TH" in m for m in view["legal_shown"])


def test_the_play_page_tests_deals_a_black_four_and_a_red_four() -> None:
    # tests/test_play_page.py plays a four by tapping in these deals (the page sends its seed
    # as text): three-seat Extreme games where it is your turn first.
    black = _load(web.new_game("extreme", 3, "37"))
    assert black["human_turn"] and "4C" in black["hand"] and "7S" in black["hand"]
    assert {"play 4C give 7S to 1", "play 4C give 7S to 2"} <= set(black["legal"])
    assert not [m for m in black["legal"] if m.startswith("play 4C 7S")]  # 7♠: the gift
    red = _load(web.new_game("extreme", 3, "0"))
    assert red["human_turn"] and "4D" in red["hand"] and "2D" in red["face_up"]
    assert {"play 4D", "play 4D throw 2D"} <= set(red["legal"])


def test_the_play_page_picture_fits_a_phone_and_names_the_seats() -> None:
    # The Play page's picture is at most FIT units wide, however big the hand and the pile (a
    # hand in rows, the last plays of the pile), so a phone draws a rank at 12 px or more; and
    # each player's band carries its seat, to be tapped (the player who gets a gift).
    import re

    from idiotcore.present.play import FIT

    hand = "2C3C5C6C7C8C9CTCJCQCKCAC2D3D5D7D8D9D"
    pile = ";".join(f"{k % 2}.{card}" for k, card in enumerate(
        ["9H", "TH", "JH", "QH", "KH", "AH", "2H", "3H", "5H", "6H", "7H", "8H"]))
    view = _load(web.game(f"extreme/0/You:{hand}:4C--JD:xx--xx;Bo:xxxxxx:6DAS2S:xxxxxx/"
                          f"{pile}/5/3"))
    svg = view["table_svg"]
    width = float(re.search(r'viewBox="0 0 ([\d.]+) ', svg).group(1))  # type: ignore[union-attr]
    assert width <= FIT + 1
    assert re.findall(r'data-seat="(\d)"', svg) == ["0", "1"]
    assert svg.count('font-size="12" font-weight="bold"') >= len(hand) // 2 + 3
    assert "hand (18)" not in svg and ">6</text>" in svg  # Bo's hand: a stack, its count on it
    learn = _load(web.lesson("extreme-8", "", ""))["table"]["table_svg"]
    assert 'data-seat="1"' in learn and "hand (3)" in learn  # the Learn page's, full size
