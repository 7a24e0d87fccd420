"""The Play page's bridge: a game against computer opponents (seat 0 is the person; the rest
the computer), each move judged by the engine. Standard library only."""

from __future__ import annotations

import random
from typing import Any

from ..engine import legal_moves, resolve
from ..formats.notation import to_notation
from ..judge.table import seat_of
from ..lang.card_names import show
from ..lang.move_words import spoken
from ..lang.wording import current_language, phrase
from ..model.cards import UNKNOWN, VALUE
from ..model.moves import Move, MoveError
from ..model.position import Position
from ..model.verdict import Verdict
from ..play.game import GreedyPlayer, RandomPlayer, play_names
from ..play.game import deal as _new_game
from .bridge import (
    Refused,
    addressing,
    answer,
    check_seed,
    deal_request,
    describe,
    read_table,
)
from .render import card_svg, hat_svg, table_svg

# ---------------------------------------------------------------------------------------------
# The Play page: a game against computer opponents (seat 0 is the person; the rest the computer)

OPPONENT_KINDS = ("greedy", "random")


def _name_of(p: Position, ref: str) -> str:
    """The name of the player a move refers to by seat or name (``ref`` itself if none)."""
    try:
        return p.players[seat_of(p, ref)].name
    except MoveError:
        return ref


def _shown(p: Position, move: Move) -> str:
    """A move as its button reads: cards as symbols, players by name.

    >>> from idiotcore import parse_move, read_position
    >>> _shown(read_position("extreme/0/You:4C9D::;Bo:xx:6D::/-/0/0"),
    ...        parse_move("play 4C give TD to 1"))
    'play 4♣ give 10♦ to Bo'
    """
    words = str(move).split()
    out = []
    for i, word in enumerate(words):
        if i and words[i - 1] == "to":
            word = _name_of(p, word)
        elif word in VALUE and word != UNKNOWN:
            word = show(word)
        out.append(word)
    return spoken(" ".join(out), current_language())


FIT = 330
"""The Play page's table picture is about this many units wide at most (:func:`table_svg`'s
``fit``): at a phone's width (about 360 px for the picture) a card's rank, 12 units, is drawn
at 12 px or more."""


def seat_view(p: Position, seat: int, fit: float | None = None) -> dict[str, Any]:
    """What a page shows one seat (the person on the Play page, the learner in a lesson): the
    table as that seat may know it (§20.3; each player's band tappable, ``data-seat``; ``fit``:
    a narrow picture, see :func:`table_svg`), its cards (with their pictures, for the card
    buttons, and their names, ``cards_shown``), and, on its turn, its legal moves (the short
    list: a 2 alone, ladders one card per rank; the whole list can run to millions in a big
    Extreme hand, and the rest can still be tapped or typed), each also as its button reads."""
    me = p.players[seat]
    moves = legal_moves(p, short=True) if not p.is_over and p.to_move == seat else []
    cards = [c for c in [*me.hand, *(s[-1] for s in me.face_up if s)] if c != UNKNOWN]
    return {
        **describe(p),
        "table_svg": table_svg(p.seen_by(seat), fit=fit, seats=True),
        "phase": p.phase,
        "legal": [str(m) for m in moves],
        "legal_shown": [_shown(p, m) for m in moves],
        "hand": list(me.hand),
        "face_up": [stack[-1] if stack else None for stack in me.face_up],
        "face_down": [card is not None for card in me.face_down],
        "cards_svg": {c: card_svg(c) for c in cards},
        "cards_shown": {c: show(c) for c in cards},
    }


def _game_view(p: Position) -> dict[str, Any]:
    with addressing(p, 0):
        return _seat_zero_view(p)


def _seat_zero_view(p: Position) -> dict[str, Any]:
    out = seat_view(p, 0, FIT)
    me = p.players[0]
    out.update({
        "human_turn": not p.is_over and p.to_move == 0,
        "you_out": not me.has_cards,
        "finished": list(p.finished),
        "winner": p.winner,
        "idiot": p.idiot,
        "ending": _ending(p),
        "hat_svg": hat_svg() if p.is_over else "",
        # What the page shows in notation and opens on the Table page: what the person may
        # know while the game goes on (§20.3), every card once it is over.
        "shown_notation": to_notation(p if p.is_over else p.seen_by(0)),
    })
    return out


def _ending(p: Position) -> dict[str, str]:
    """The end of a game in words: ``winner`` (empty while nobody is out, or in Portuguese,
    P10) and ``idiot`` (empty until the game is over).

    >>> from idiotcore import parse_move, read_position
    >>> from idiotcore.present.bridge import addressing
    >>> table = read_position("classic/0/You:::;Bo:7H::/-/0/0/out=0")
    >>> with addressing(table, 0):
    ...     _ending(table)
    {'winner': 'You win!', 'idiot': 'Bo is the idiot'}
    """
    names = [player.name for player in p.players]
    winner = "" if p.winner is None else names[p.winner]
    idiot = "" if p.idiot is None or not p.is_over else names[p.idiot]
    return {"winner": winner and phrase("screen.YOU_WIN" if p.winner == 0 else "screen.WINS",
                                        who=winner),
            "idiot": idiot and phrase("screen.IDIOT", who=idiot)}


def _new_game_checked(ruleset: object, seats: object, seed: object) -> dict[str, Any]:
    name, count, key = deal_request(ruleset, seats, seed, "seats")
    return _game_view(_new_game(name, play_names(count), key))


def new_game(ruleset: str, seats: int, seed: int | str | None = None) -> str:
    """A new game for the Play page: seat 0 is "You", the others computer opponents. The
    position's description (as :func:`position`) with the game's state: ``phase``,
    ``human_turn``, ``legal`` (your legal moves when it is your turn), ``hand``, ``face_up``
    (the top card of each column, or None), ``face_down`` (True where a card lies), ``finished``,
    ``winner``, ``idiot``; or ``{"error"}``.

    >>> import json
    >>> out = json.loads(new_game("classic", 3, 7))
    >>> out["names"], out["to_move"] in (0, 1, 2)
    (['You', 'Bo', 'Cy'], True)
    >>> json.loads(new_game("classic", 9, 7))["error"]
    'seats: classic takes 2 to 5'
    """
    return answer(lambda: _new_game_checked(ruleset, seats, seed))


def game(position_text: str) -> str:
    """The Play page's view of a game in progress (the same fields as :func:`new_game`)."""
    return answer(lambda: _game_view(read_table(position_text)))


def choose_move(p: Position, kind: str = "greedy", seed: int | str | None = 0, ply: int = 0) -> Move:
    """The computer's move for the player to move: ``greedy`` (:class:`GreedyPlayer`) or
    ``random`` (:class:`RandomPlayer`). Deterministic: the same position, kind, seed and
    ``ply`` (the number of moves made so far, which keeps a position that comes round again
    from getting the same answer, and tells a greedy player about how many turns it has had)
    give the same move."""
    player_seed = random.Random(f"{seed}:{ply}:{to_notation(p)}").randrange(2**32)
    computer = (RandomPlayer(player_seed) if kind == "random"
                else GreedyPlayer(player_seed, turns=ply // len(p.players)))
    return computer.choose(p)


_SAID = {"pickup": "screen.SAY_PICKUP", "sjanse": "screen.SAY_SJANSE", "pass": "screen.SAY_PASS"}
"""The template of the log's line for a move with nothing but its kind."""


def say(p: Position, move: Move, verdict: Verdict | None = None) -> str:
    """The one line the Play page's log gives a move, the person's as the computer's: who
    does what, named (never a seat number); for a refused move, why, and what the table does.

    >>> from idiotcore import parse_move, read_position
    >>> table = read_position("extreme/0/You:4C9D::;Bo:xx:6D::/-/0/0")
    >>> from idiotcore.present.bridge import addressing
    >>> with addressing(table, 0):  # the Play page's person is seat 0
    ...     (say(table, parse_move("play 4C give 9D to 1")),
    ...      say(table.replace(to_move=1), parse_move("pickup")))
    ('You play 4♣ and give 9♦ to Bo.', 'Bo picks up the pile.')
    """
    who = p.players[p.to_move].name
    match move.kind:
        case "play" if move.give:
            card, ref = move.give
            text = phrase("screen.SAY_PLAY_GIVE", who=who, cards=move.cards, card=card,
                          to=_name_of(p, ref))
        case "play" if move.throw:
            text = phrase("screen.SAY_PLAY_THROW", who=who, cards=move.cards, card=move.throw)
        case "play":
            text = phrase("screen.SAY_PLAY", who=who, cards=move.cards)
        case "flip":
            text = phrase("screen.SAY_FLIP", who=who, column=move.column)
        case "swap":
            text = phrase("screen.SAY_SWAP", who=who, hand=move.cards[0], table=move.cards[1])
        case "done":
            text = phrase("screen.SAY_DONE_SWAPPING" if p.phase == "swap" else "screen.SAY_DONE",
                          who=who)
        case "pickup" | "sjanse" | "pass":
            text = phrase(_SAID[move.kind], who=who)
        case _:
            text = phrase("screen.SAY_OTHER", who=who, move=str(move))
    if verdict is not None and not verdict.legal:
        text = phrase("screen.SAY_REFUSED", said=text, rules=tuple(verdict.rules),
                      message=verdict.message)
        if verdict.consequence is not None:
            text = phrase("screen.SAY_CONSEQUENCE", said=text,
                          what=verdict.consequence.words([pl.name for pl in p.players]))
    return text


def _computer_request(position_text: object, kind: object, seed: object, ply: object
                      ) -> tuple[Position, str, str | None, int]:
    """The table, the kind of computer player, the game's seed and the ply, as sent by the
    Play page, checked: the game must go on and the turn be the computer's."""
    before = read_table(position_text)
    if before.is_over:
        raise Refused("screen.GAME_OVER")
    if before.to_move == 0:
        raise Refused("screen.YOUR_TURN")
    if not isinstance(kind, str) or kind not in OPPONENT_KINDS:
        raise Refused("screen.CHOOSE", where="kind", names=OPPONENT_KINDS)
    check_seed(seed)
    if isinstance(ply, bool) or not isinstance(ply, int | float):
        raise Refused("screen.PLY", where="ply")
    return before, kind, None if seed is None else str(seed)[:100], int(ply)


def _computer_turn(before: Position, kind: str, seed: str | None, ply: int
                   ) -> tuple[Move, Verdict, Position]:
    move = choose_move(before, kind, seed, ply)
    verdict, after = resolve(before, move)
    return move, verdict, after


def _opponent_move(position_text: object, kind: object, seed: object, ply: object) -> dict[str, Any]:
    before, kind, seed, ply = _computer_request(position_text, kind, seed, ply)
    move, verdict, after = _computer_turn(before, kind, seed, ply)
    with addressing(before, 0):
        return {"move": str(move), "seat": before.to_move, "legal": verdict.legal,
                "message": verdict.message, "description": say(before, move, verdict),
                "notation": to_notation(before), "after": _game_view(after)}


def opponent_move(position_text: str, kind: str = "greedy", seed: int | str | None = 0,
                  ply: int = 0) -> str:
    """The computer's move for the player to move (not seat 0): ``{"move", "seat", "legal",
    "message", "description" (one line), "notation", "after" (as :func:`game`)}``, or
    ``{"error"}``.

    >>> import json
    >>> out = json.loads(opponent_move("classic/1/You:7H::;Bo:9C8C::/-/0/0", "greedy", 1))
    >>> out["move"], out["legal"], out["description"]
    ('play 8C', True, 'Bo plays 8♣.')
    """
    return answer(lambda: _opponent_move(position_text, kind, seed, ply))


PLAY_OUT_MOVES = 300
"""Computer moves made by one :func:`play_out` call (a few seconds in the browser at most);
the page calls again until the game is over."""


def _play_out(position_text: object, kind: object, seed: object, ply: object) -> dict[str, Any]:
    p, kind, seed, ply = _computer_request(position_text, kind, seed, ply)
    if p.players[0].has_cards:
        raise Refused("screen.STILL_CARDS")
    descriptions = []
    for _ in range(PLAY_OUT_MOVES):
        if p.is_over:
            break
        move, verdict, after = _computer_turn(p, kind, seed, ply)
        with addressing(p, 0):
            descriptions.append(say(p, move, verdict))
        p, ply = after, ply + 1
    return {"descriptions": descriptions, "ply": ply, "after": _game_view(p)}


def play_out(position_text: str, kind: str = "greedy", seed: int | str | None = 0,
             ply: int = 0) -> str:
    """Once the person (seat 0) is out, the computer's next moves at once, up to
    :data:`PLAY_OUT_MOVES` of them or the end of the game: ``{"descriptions" (one line per
    move), "ply" (the moves made so far, after these), "after" (as :func:`game`)}``, or
    ``{"error"}``.

    >>> import json
    >>> out = json.loads(play_out("classic/1/You:::;Bo:9C8C::;Cy:7D::/-/0/0", "greedy", 1))
    >>> out["descriptions"], out["after"]["over"], out["ply"]
    (['Bo plays 8♣.', 'Cy picks up the pile.', 'Bo plays 9♣.'], True, 3)
    """
    return answer(lambda: _play_out(position_text, kind, seed, ply))


